import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { passwordProblem } from "#server/platform/auth/password-policy";
import type { SecurityLog } from "#server/platform/auth/security-log";
import type { SessionStore } from "#server/platform/auth/session-store";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { randomHex, sha256Hex } from "#server/platform/auth/tokens";
import type { Messaging } from "#server/platform/messaging/messaging";
import type { Outbox } from "#server/platform/outbox/outbox";
import type { AuthRepository } from "./auth.repository";
import { securityNotice } from "./security-notice";
import type { RequestInfo } from "./sign-in.service";

export const RESET_LINK_LIFETIME_MS = 30 * 60_000;

export function createPasswordService(deps: {
  repository: AuthRepository;
  sessions: SessionStore;
  audit: AuditLog;
  securityLog: SecurityLog;
  outbox: Outbox;
  /** The reset email is composed from its editable template. */
  messaging: Pick<Messaging, "send">;
  siteUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async change(staff: StaffContext, input: { currentPassword: string; newPassword: string; endOtherSessions: boolean }) {
      const userId = staff.session.userId;
      const user = await deps.repository.userWithCredential({ id: userId });
      if (!user?.passwordHash || !(await verifyPassword({ hash: user.passwordHash, password: input.currentPassword })))
        return { kind: "wrong-password" as const };
      const problem = passwordProblem(input.newPassword, { email: user.email });
      if (problem) return { kind: "weak" as const, message: problem };
      const hash = await hashPassword(input.newPassword);
      await deps.repository.transaction(async (tx) => {
        await deps.repository.setPassword(tx, userId, hash);
        await deps.audit.record(tx, staff.actor, { action: "password.change", entity: "user", entityId: userId });
        await deps.outbox.enqueueEmail(tx, securityNotice("password_changed", user.email, now()));
      });
      const ended = input.endOtherSessions ? await deps.sessions.deleteForUser(userId, staff.session.id) : 0;
      return { kind: "changed" as const, endedSessions: ended };
    },

    /** Always the same answer to the caller; an email is queued only for an active account. */
    async requestReset(email: string, request: RequestInfo): Promise<void> {
      const user = await deps.repository.userWithCredential({ email });
      await deps.securityLog.record({
        kind: "password",
        outcome: user && !user.banned ? "success" : "refused",
        reason: "Reset requested",
        email,
        userId: user?.id,
        ...request,
      });
      if (!user || user.banned) return;
      const token = randomHex(32);
      const link = `${deps.siteUrl}/admin/reset-password?token=${token}`;
      await deps.repository.transaction(async (tx) => {
        await deps.repository.retireTokens(tx, "reset", user.email);
        await deps.repository.createToken(tx, {
          tokenHash: sha256Hex(token),
          kind: "reset",
          email: user.email,
          userId: user.id,
          expiresAt: new Date(now().getTime() + RESET_LINK_LIFETIME_MS),
        });
        // Composed from its editable template (auth.passwordReset.staff; the text speaks both languages).
        await deps.messaging.send(tx, [
          {
            purpose: "auth.passwordReset.staff",
            channel: "email",
            language: "en",
            recipient: user.email,
            values: { "reset.link": link },
            tag: "password_reset",
          },
        ]);
      });
    },

    async completeReset(token: string, newPassword: string, request: RequestInfo) {
      const tokenHash = sha256Hex(token);
      const row = await deps.repository.findToken(tokenHash, "reset");
      if (!row || !row.userId || row.usedAt) return { kind: "invalid" as const };
      if (row.expiresAt.getTime() <= now().getTime()) return { kind: "expired" as const };
      const problem = passwordProblem(newPassword, { email: row.email });
      if (problem) return { kind: "weak" as const, message: problem };
      const hash = await hashPassword(newPassword);
      const userId = row.userId;
      const done = await deps.repository.transaction(async (tx) => {
        if (!(await deps.repository.useToken(tx, tokenHash, now()))) return false;
        await deps.repository.setPassword(tx, userId, hash);
        await deps.audit.record(tx, { id: userId, email: row.email, ip: request.ip }, { action: "password.reset", entity: "user", entityId: userId });
        await deps.outbox.enqueueEmail(tx, securityNotice("password_reset", row.email, now()));
        return true;
      });
      if (!done) return { kind: "invalid" as const };
      // A reset means the old password may be known to someone else: every session ends.
      await deps.sessions.deleteForUser(userId);
      await deps.securityLog.record({ kind: "password", outcome: "success", reason: "Password reset", email: row.email, userId, ...request });
      return { kind: "reset" as const };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
