import type { CaptchaVerdict, CaptchaVerifier } from "./captcha";

export const HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";
const TIMEOUT_MS = 5_000;

/** hCaptcha (the spec's captcha service), asked by the server with the secret. */
export function createHcaptchaCaptcha(options: { secret: string; siteKey?: string; verifyUrl?: string; timeoutMs?: number }): CaptchaVerifier {
  async function check(token: string, remoteIp: string): Promise<CaptchaVerdict> {
    const body = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp && remoteIp !== "unknown") body.set("remoteip", remoteIp);
    if (options.siteKey) body.set("sitekey", options.siteKey);
    try {
      const response = await fetch(options.verifyUrl ?? HCAPTCHA_VERIFY_URL, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
      if (!response.ok) return "failed";
      const answer = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
      if (answer.success === true) return "passed";
      // hCaptcha says so of a token it has already checked (and of some otherwise bad ones).
      const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"] : [];
      return codes.includes("invalid-or-already-seen-response") ? "spent" : "failed";
    } catch {
      return "failed";
    }
  }

  return {
    provider: "hcaptcha",
    createChallenge: async () => null,
    check,
    verify: async (token, remoteIp) => (await check(token, remoteIp)) === "passed",
  };
}
