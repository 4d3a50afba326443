import { randomBytes } from "node:crypto";
import { renderSVG } from "uqr";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { AuditLog } from "#server/platform/audit/audit-log";
import type { AuthSettingsSource } from "#server/platform/auth/auth-settings";
import type { SecretBox } from "#server/platform/auth/secret-box";
import type { SecurityLog } from "#server/platform/auth/security-log";
import type { SessionStore } from "#server/platform/auth/session-store";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { generateTotpSecret, otpauthUri, verifyTotp } from "#server/platform/auth/totp";
import type { Outbox } from "#server/platform/outbox/outbox";
import type { AuthRepository } from "./auth.repository";
import { securityNotice } from "./security-notice";
import { normaliseBackupCode, type RequestInfo, type SignInService } from "./sign-in.service";

export const BACKUP_CODE_COUNT = 10;
const ISSUER = "Rihla";

/** Ten backup codes of 10 characters (~50 bits each), shown once as xxxxx-xxxxx. */
function newBackupCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function createMfaService(deps: {
  repository: AuthRepository;
  sessions: SessionStore;
  signIn: SignInService;
  audit: AuditLog;
  securityLog: SecurityLog;
  settings: AuthSettingsSource;
  secretBox: SecretBox;
  outbox: Outbox;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** A new secret to scan; replaces an unconfirmed one. Refused when MFA is already on. */
    async start(staff: StaffContext) {
      const existing = await deps.repository.twoFactor(staff.session.userId);
      if (existing?.verified) return { kind: "already-enabled" as const };
      const secret = generateTotpSecret();
      await deps.repository.savePendingTwoFactor(staff.session.userId, await deps.secretBox.seal(secret));
      const uri = otpauthUri(secret, staff.session.user.email, ISSUER);
      return { kind: "started" as const, secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
    },

    /** Confirms the enrolment with a first code; returns the backup codes once and a new session. */
    async confirm(staff: StaffContext, code: string, request: RequestInfo) {
      const userId = staff.session.userId;
      const pending = await deps.repository.twoFactor(userId);
      if (!pending || pending.verified) return { kind: "not-started" as const };
      const step = verifyTotp(await deps.secretBox.open(pending.secret), code, now(), pending.lastUsedStep);
      if (step === null) {
        await deps.securityLog.record({ kind: "mfa_setup", outcome: "failure", reason: "Invalid code", userId, email: staff.actor.email, ...request });
        return { kind: "invalid" as const };
      }
      const codes = newBackupCodes();
      // ~50 bits each, so they are stored like passwords (salted scrypt), not as a bare digest.
      const codeHashes = await Promise.all(codes.map((code) => hashPassword(normaliseBackupCode(code))));
      await deps.repository.transaction(async (tx) => {
        await deps.repository.confirmTwoFactor(tx, userId, step, codeHashes);
        await deps.audit.record(tx, staff.actor, { action: "mfa.enable", entity: "user", entityId: userId, before: { mfa: false }, after: { mfa: true } });
        await deps.outbox.enqueueEmail(tx, securityNotice("mfa_enabled", staff.actor.email, now()));
      });
      // Step-up: the session that enrolled is replaced by a new one, and sessions opened
      // elsewhere without the second factor end (ASVS: other sessions after a factor change).
      await deps.sessions.deleteForUser(userId);
      const session = await deps.signIn.openFullSession(userId, request, staff.session.fingerprint);
      await deps.securityLog.record({ kind: "mfa_setup", outcome: "success", userId, email: staff.actor.email, ...request });
      return { kind: "enabled" as const, backupCodes: codes, session };
    },

    async disable(staff: StaffContext, input: { currentPassword: string; endOtherSessions: boolean }) {
      const userId = staff.session.userId;
      const settings = await deps.settings.current();
      if (staff.session.user.role === "admin" && settings.mfaRequiredForAdmin) return { kind: "required" as const };
      const user = await deps.repository.userWithCredential({ id: userId });
      if (!user?.passwordHash || !(await verifyPassword({ hash: user.passwordHash, password: input.currentPassword })))
        return { kind: "wrong-password" as const };
      await deps.repository.transaction(async (tx) => {
        await deps.repository.removeTwoFactor(tx, userId);
        await deps.audit.record(tx, staff.actor, { action: "mfa.disable", entity: "user", entityId: userId, before: { mfa: true }, after: { mfa: false } });
        await deps.outbox.enqueueEmail(tx, securityNotice("mfa_disabled", staff.actor.email, now()));
      });
      const ended = input.endOtherSessions ? await deps.sessions.deleteForUser(userId, staff.session.id) : 0;
      return { kind: "disabled" as const, endedSessions: ended };
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
