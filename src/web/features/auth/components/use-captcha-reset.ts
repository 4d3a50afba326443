import { useCallback, useState } from "react";

/** A captcha answer is single-use: after each submission the widget starts again (its resetKey changes). */
export function useCaptchaReset() {
  const [resetKey, setResetKey] = useState(0);
  const resetCaptcha = useCallback(() => setResetKey((key) => key + 1), []);
  return { resetKey, resetCaptcha };
}
