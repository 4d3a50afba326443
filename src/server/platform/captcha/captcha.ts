/**
 * The captcha adapter (DESIGN: self-hosted proof of work by default, hCaptcha when configured).
 * verify() never throws: anything unexpected is a failed verification.
 */
export interface CaptchaVerifier {
  provider: "altcha" | "hcaptcha";
  /** A new challenge for the browser widget, or null when the provider issues its own. */
  createChallenge(): Promise<unknown | null>;
  verify(payload: string, remoteIp: string): Promise<boolean>;
}
