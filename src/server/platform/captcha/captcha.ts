/**
 * The captcha adapter (DESIGN: self-hosted proof of work by default, hCaptcha when configured).
 * verify() answers false for anything a visitor can send (garbage, wrong, expired, replayed, or a
 * provider that is down); it throws only when our own database fails, so that becomes a 500 and
 * not a misleading "verification failed".
 */
export interface CaptchaVerifier {
  provider: "altcha" | "hcaptcha";
  /** A new challenge for the browser widget, or null when the provider issues its own. */
  createChallenge(): Promise<unknown | null>;
  verify(payload: string, remoteIp: string): Promise<boolean>;
}
