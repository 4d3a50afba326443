/** What the staff sign-in and account routes answer (the browser's fetchers are typed by these). */
export type SignInAnswer = { next: "mfa" } | { next: "done" | "mfa-setup"; csrfToken: string };
export interface MfaVerifyAnswer {
  next: "done";
  csrfToken: string;
}
export interface MfaSetupStartAnswer {
  secret: string;
  uri: string;
  qrSvg: string;
}
export interface MfaConfirmAnswer {
  backupCodes: string[];
  csrfToken: string;
}
export interface EndedSessionsAnswer {
  endedSessions: number;
}
export interface InvitationDetailsAnswer {
  email: string;
  role: string;
}
export interface OwnSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}
