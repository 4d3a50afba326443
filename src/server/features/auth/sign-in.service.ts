import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { SignInInput } from "#shared/auth/auth.schema";
import type { FingerprintComponents, FingerprintRecord } from "#shared/auth/fingerprint";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { lifetimesOf, type AuthSettingsSource } from "#server/platform/auth/auth-settings";
import { issueCsrf } from "#server/platform/auth/csrf";
import type { SecretBox } from "#server/platform/auth/secret-box";
import type { SecurityLog } from "#server/platform/auth/security-log";
import type { SessionStore, SessionWithUser } from "#server/platform/auth/session-store";
import { verifyTotp } from "#server/platform/auth/totp";
import type { AuthRepository } from "./auth.repository";
import type { BruteForceGuard, Lockout } from "./brute-force";

export interface RequestInfo {
  ip: string;
  userAgent: string;
}

export type SignInResult =
  | { kind: "locked"; lockout: Lockout }
  | { kind: "captcha" }
  | { kind: "invalid"; lockout: Lockout | null }
  | { kind: "mfa"; token: string; expiresAt: Date }
  | { kind: "signed-in"; token: string; expiresAt: Date; csrfToken: string; mfaSetupRequired: boolean };

export type MfaResult =
  | { kind: "locked"; lockout: Lockout }
  | { kind: "invalid"; lockout: Lockout | null }
  | { kind: "signed-in"; token: string; expiresAt: Date; csrfToken: string };

export function createSignInService(deps: {
  repository: AuthRepository;
  sessions: SessionStore;
  securityLog: SecurityLog;
  bruteForce: BruteForceGuard;
  captcha: CaptchaVerifier;
  settings: AuthSettingsSource;
  secretBox: SecretBox;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  // Unknown addresses are checked against this hash too, so timing does not reveal which exist.
  const decoyHash = hashPassword("decoy-password-for-unknown-accounts");

  async function openFullSession(userId: string, request: RequestInfo, fingerprint: FingerprintComponents | FingerprintRecord | null) {
    const settings = await deps.settings.current();
    const csrf = issueCsrf(now())!;
    const session = await deps.sessions.create({ userId, stage: "full", ...request, fingerprint, lifetimes: lifetimesOf(settings), csrf });
    await deps.repository.markSignedIn(userId, now());
    return { ...session, csrfToken: csrf.token, mfaSetupRequired: settings.mfaRequiredForAdmin };
  }

  /** Finds the stored hash this code matches (salted scrypt) and removes exactly that one. */
  async function consumeBackupCode(userId: string, hashes: string[], code: string): Promise<boolean> {
    const normalised = normaliseBackupCode(code);
    for (const hash of hashes) {
      if (await verifyPassword({ hash, password: normalised })) return deps.repository.consumeBackupCode(userId, hash);
    }
    return false;
  }

  return {
    /**
     * `device` is the known-device id of this browser for this account (./device-cookie.ts), or
     * null. Order: captcha, then the attempt is counted (account or device), then the password.
     */
    async signIn(input: SignInInput, request: RequestInfo, previousSession: SessionWithUser | null, device: string | null = null): Promise<SignInResult> {
      if (!(await deps.captcha.verify(input.captcha, request.ip))) return { kind: "captcha" };
      const slot = await deps.bruteForce.reserve("sign-in", { account: input.email, device });
      if (slot.locked) {
        await deps.securityLog.record({ kind: "sign_in", outcome: "refused", reason: "Account locked", email: input.email, ...request });
        return { kind: "locked", lockout: slot.locked };
      }

      const user = await deps.repository.userWithCredential({ email: input.email });
      const passwordOk = await verifyPassword({ hash: user?.passwordHash ?? (await decoyHash), password: input.password });
      if (!user || !user.passwordHash || !passwordOk || user.banned) {
        const reason = !user ? "Unknown email" : user.banned ? "Account deactivated" : "Wrong password";
        await deps.securityLog.record({ kind: "sign_in", outcome: "failure", reason, email: input.email, userId: user?.id, ...request });
        return { kind: "invalid", lockout: slot.failed() };
      }
      await slot.succeeded();
      // A new session on every sign-in: whatever the browser held before is ended.
      if (previousSession) await deps.sessions.delete(previousSession.id);

      if (user.twoFactorEnabled) {
        const settings = await deps.settings.current();
        const pending = await deps.sessions.create({
          userId: user.id,
          stage: "mfa",
          ...request,
          fingerprint: input.fingerprint,
          lifetimes: lifetimesOf(settings),
        });
        await deps.securityLog.record({
          kind: "sign_in",
          outcome: "success",
          reason: "Password accepted, code required",
          email: user.email,
          userId: user.id,
          ...request,
        });
        return { kind: "mfa", token: pending.token, expiresAt: pending.expiresAt };
      }
      const session = await openFullSession(user.id, request, input.fingerprint);
      await deps.securityLog.record({ kind: "sign_in", outcome: "success", email: user.email, userId: user.id, ...request });
      return {
        kind: "signed-in",
        token: session.token,
        expiresAt: session.expiresAt,
        csrfToken: session.csrfToken,
        mfaSetupRequired: user.role === "admin" && session.mfaSetupRequired,
      };
    },

    /** The second step: a TOTP code (each usable once) or a backup code (removed when used). */
    async verifyMfa(pending: SessionWithUser, code: string, request: RequestInfo): Promise<MfaResult> {
      const user = pending.user;
      const slot = await deps.bruteForce.reserve("mfa", { account: user.id });
      if (slot.locked) return { kind: "locked", lockout: slot.locked };
      const enrolment = await deps.repository.twoFactor(user.id);
      let accepted = false;
      if (enrolment?.verified) {
        if (/^\d{6}$/.test(code)) {
          const step = verifyTotp(await deps.secretBox.open(enrolment.secret), code, now(), enrolment.lastUsedStep);
          accepted = step !== null && (await deps.repository.consumeStep(user.id, step));
        } else {
          accepted = await consumeBackupCode(user.id, enrolment.backupCodeHashes, code);
        }
      }
      if (!accepted) {
        await deps.securityLog.record({ kind: "mfa", outcome: "failure", reason: "Invalid or reused code", email: user.email, userId: user.id, ...request });
        return { kind: "invalid", lockout: slot.failed() };
      }
      await slot.succeeded();
      await deps.sessions.delete(pending.id);
      const session = await openFullSession(user.id, request, pending.fingerprint);
      await deps.securityLog.record({ kind: "mfa", outcome: "success", email: user.email, userId: user.id, ...request });
      return { kind: "signed-in", token: session.token, expiresAt: session.expiresAt, csrfToken: session.csrfToken };
    },

    openFullSession,
  };
}
export type SignInService = ReturnType<typeof createSignInService>;

export function normaliseBackupCode(code: string): string {
  return code.trim().toLowerCase().replace(/-/g, "");
}
