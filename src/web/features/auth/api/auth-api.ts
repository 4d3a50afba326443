import type { FingerprintComponents } from "#shared/auth/fingerprint";
import { adminFetch, authFetch } from "#web/lib/staff-session/admin-api";
import { clearCsrfToken } from "#web/lib/staff-session/csrf-store";
import { collectFingerprint } from "#web/lib/staff-session/fingerprint";

export type SignInNext = { next: "mfa" } | { next: "done" | "mfa-setup"; csrfToken: string };

export const signIn = (input: { email: string; password: string; captcha: string }) =>
  authFetch<SignInNext>("/api/admin/auth/sign-in", { body: { ...input, fingerprint: collectFingerprint() satisfies FingerprintComponents } });

export const verifyMfa = (code: string) => authFetch<{ next: "done"; csrfToken: string }>("/api/admin/auth/mfa", { body: { code } });

export async function signOut(): Promise<void> {
  await authFetch("/api/admin/auth/sign-out", { method: "POST" }).catch(() => undefined);
  clearCsrfToken();
}

export const requestPasswordReset = (input: { email: string; captcha: string }) =>
  authFetch<{ message: string }>("/api/admin/auth/password-reset/request", { body: input });
export const completePasswordReset = (input: { token: string; newPassword: string }) =>
  authFetch<{ reset: true }>("/api/admin/auth/password-reset/complete", { body: input });
export const invitationDetails = (token: string) => authFetch<{ email: string; role: string }>(`/api/admin/invitation?token=${encodeURIComponent(token)}`, {});
export const acceptInvitation = (input: { token: string; name: string; newPassword: string }) =>
  authFetch<{ email: string }>("/api/admin/invitation/accept", { body: input });

export const startMfaSetup = () => adminFetch<{ secret: string; uri: string; qrSvg: string }>("/api/admin/account/mfa/setup", { method: "POST" });
export const confirmMfaSetup = (code: string) => adminFetch<{ backupCodes: string[]; csrfToken: string }>("/api/admin/account/mfa/confirm", { body: { code } });
export const disableMfa = (input: { currentPassword: string; endOtherSessions: boolean }) =>
  adminFetch<{ disabled: true; endedSessions: number }>("/api/admin/account/mfa/disable", { body: input });
export const changePassword = (input: { currentPassword: string; newPassword: string; endOtherSessions: boolean }) =>
  adminFetch<{ changed: true; endedSessions: number }>("/api/admin/account/password", { body: input });
