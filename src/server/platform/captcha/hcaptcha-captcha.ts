import type { CaptchaVerifier } from "./captcha";

export const HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";
const TIMEOUT_MS = 5_000;

/** hCaptcha (the spec's captcha service), asked by the server with the secret. */
export function createHcaptchaCaptcha(options: { secret: string; siteKey?: string; verifyUrl?: string; timeoutMs?: number }): CaptchaVerifier {
  return {
    provider: "hcaptcha",
    createChallenge: async () => null,
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp && remoteIp !== "unknown") body.set("remoteip", remoteIp);
      if (options.siteKey) body.set("sitekey", options.siteKey);
      try {
        const response = await fetch(options.verifyUrl ?? HCAPTCHA_VERIFY_URL, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
