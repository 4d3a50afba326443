/**
 * The captcha adapter (DESIGN: self-hosted proof of work by default, hCaptcha when configured).
 * verify() answers false for anything a visitor can send (garbage, wrong, expired, replayed, or a
 * provider that is down); it throws only when our own database fails, so that becomes a 500 and
 * not a misleading "verification failed".
 */
/**
 * Why a solution was or was not accepted. "spent": a real solution already used once — a retry of
 * a request whose first attempt used it (and may still be running). "failed": anything else.
 */
export type CaptchaVerdict = "passed" | "spent" | "failed";

export interface CaptchaVerifier {
  provider: "altcha" | "hcaptcha";
  /** A new challenge for the browser widget, or null when the provider issues its own. */
  createChallenge(): Promise<unknown | null>;
  verify(payload: string, remoteIp: string): Promise<boolean>;
  /** As verify(), telling a spent solution apart from a wrong one (the booking form's retries wait only for the first). */
  check(payload: string, remoteIp: string): Promise<CaptchaVerdict>;
}
