import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Role } from "#shared/auth/roles";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { passwordProblem } from "#server/platform/auth/password-policy";
import type { SessionStore } from "#server/platform/auth/session-store";
import { randomHex, sha256Hex } from "#server/platform/auth/tokens";
import type { Messaging } from "#server/platform/messaging/messaging";
import type { Outbox } from "#server/platform/outbox/outbox";
import type { UsersRepository } from "./users.repository";

export const INVITATION_LIFETIME_MS = 72 * 60 * 60_000;

export type UserChange = { kind: "done" } | { kind: "not-found" } | { kind: "conflict"; message: string };

const ROLE_NAMES: Record<string, [en: string, ar: string]> = {
  admin: ["an administrator", "مدير النظام"],
  operations: ["operations staff", "العمليات"],
  content: ["a content editor", "محرر المحتوى"],
  viewer: ["a viewer", "مشاهد"],
};

/** The invitation's template values (staff.invitation.staff; the text speaks both languages: a newcomer's language is not known). */
function invitationValues(link: string, role: string) {
  const [roleEn, roleAr] = ROLE_NAMES[role] ?? [role, role];
  return { "staff.roleEn": roleEn, "staff.roleAr": roleAr, "invitation.link": link };
}

/**
 * Staff accounts: invitations, roles, deactivation and MFA resets. Each write is checked,
 * audited in its own transaction and, where it takes access away, ends the person's sessions.
 */
export function createUsersService(deps: {
  repository: UsersRepository;
  sessions: SessionStore;
  audit: AuditLog;
  outbox: Outbox;
  /** The invitation is composed from its editable template. */
  messaging: Pick<Messaging, "send">;
  siteUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  const lastAdmin: UserChange = { kind: "conflict", message: "There must always be at least one active administrator." };

  return {
    async overview() {
      const [staff, invitations] = await Promise.all([repository.list(), repository.pendingInvitations(now())]);
      return { staff, invitations: invitations.map(({ tokenHash, ...rest }) => ({ id: tokenHash, ...rest })) };
    },

    async invite(actor: Actor, input: { email: string; role: Role }): Promise<UserChange> {
      if (await repository.findByEmail(input.email)) return { kind: "conflict", message: "A staff account with this email already exists." };
      const token = randomHex(32);
      const link = `${deps.siteUrl}/admin/reset-password?invitation=${token}`;
      await repository.transaction(async (tx) => {
        await repository.createInvitation(tx, {
          tokenHash: sha256Hex(token),
          email: input.email,
          role: input.role,
          createdBy: actor.email,
          expiresAt: new Date(now().getTime() + INVITATION_LIFETIME_MS),
        });
        await deps.messaging.send(tx, [
          {
            purpose: "staff.invitation.staff",
            channel: "email",
            language: "en",
            recipient: input.email,
            values: invitationValues(link, input.role),
            tag: "staff_invitation",
          },
        ]);
        await deps.audit.record(tx, actor, { action: "user.invite", entity: "invitation", entityId: input.email, after: input });
      });
      return { kind: "done" };
    },

    async revokeInvitation(actor: Actor, id: string): Promise<UserChange> {
      const changed = await repository.transaction(async (tx) => {
        const closed = await repository.closeInvitation(tx, id, now());
        if (closed) await deps.audit.record(tx, actor, { action: "user.invitation_revoke", entity: "invitation", entityId: closed.email, before: closed });
        return closed;
      });
      return changed ? { kind: "done" } : { kind: "not-found" };
    },

    async changeRole(actor: Actor, id: string, role: Role): Promise<UserChange> {
      return repository.transaction(async (tx) => {
        const user = await repository.find(id, tx);
        if (!user) return { kind: "not-found" } as const;
        if (user.role === role) return { kind: "done" } as const;
        if (user.role === "admin" && !user.banned && (await repository.otherActiveAdmins(tx, id)) === 0) return lastAdmin;
        await repository.update(tx, id, { role });
        await deps.audit.record(tx, actor, { action: "user.role_change", entity: "user", entityId: id, before: { role: user.role }, after: { role } });
        return { kind: "done" } as const;
      });
    },

    async setActive(actor: Actor, id: string, active: boolean): Promise<UserChange> {
      if (!active && id === actor.id) return { kind: "conflict", message: "You cannot deactivate your own account." };
      const result = await repository.transaction(async (tx): Promise<UserChange> => {
        const user = await repository.find(id, tx);
        if (!user) return { kind: "not-found" };
        if (user.banned === !active) return { kind: "done" };
        if (!active && user.role === "admin" && (await repository.otherActiveAdmins(tx, id)) === 0) return lastAdmin;
        await repository.update(tx, id, { banned: !active, banReason: active ? null : `Deactivated by ${actor.email}` });
        await deps.audit.record(tx, actor, {
          action: active ? "user.reactivate" : "user.deactivate",
          entity: "user",
          entityId: id,
          before: { active: !active },
          after: { active },
        });
        return { kind: "done" };
      });
      if (result.kind === "done" && !active) await deps.sessions.deleteForUser(id);
      return result;
    },

    /** For a lost phone: the person enrols again at next sign-in (admins are sent there first). */
    async resetMfa(actor: Actor, id: string): Promise<UserChange> {
      const result = await repository.transaction(async (tx): Promise<UserChange> => {
        const user = await repository.find(id, tx);
        if (!user) return { kind: "not-found" };
        await repository.removeTwoFactor(tx, id);
        await deps.audit.record(tx, actor, {
          action: "user.mfa_reset",
          entity: "user",
          entityId: id,
          before: { mfa: user.twoFactorEnabled },
          after: { mfa: false },
        });
        await deps.outbox.enqueueEmail(tx, {
          recipient: user.email,
          template: "security_mfa_reset",
          subject: "Your two-factor set-up was reset / تمت إعادة ضبط التحقق بخطوتين",
          body: [
            `An administrator (${actor.email}) reset the two-factor authentication of your Rihla staff account. Set it up again at your next sign-in.`,
            "If you did not ask for this, tell another administrator at once.",
            "",
            `أعاد مدير النظام (${actor.email}) ضبط التحقق بخطوتين لحسابك في رحلة. أعد إعداده عند تسجيل الدخول التالي.`,
          ].join("\n"),
        });
        return { kind: "done" };
      });
      if (result.kind === "done") await deps.sessions.deleteForUser(id);
      return result;
    },

    async invitationFor(token: string) {
      const row = await repository.invitation(sha256Hex(token));
      if (!row || row.usedAt) return { kind: "invalid" as const };
      if (row.expiresAt.getTime() <= now().getTime()) return { kind: "expired" as const };
      return { kind: "open" as const, email: row.email, role: row.role ?? "viewer" };
    },

    async acceptInvitation(input: { token: string; name: string; newPassword: string }, ip: string) {
      const open = await this.invitationFor(input.token);
      if (open.kind !== "open") return open;
      const problem = passwordProblem(input.newPassword, { email: open.email });
      if (problem) return { kind: "weak" as const, message: problem };
      const passwordHash = await hashPassword(input.newPassword);
      return repository.transaction(async (tx) => {
        const closed = await repository.closeInvitation(tx, sha256Hex(input.token), now());
        if (!closed) return { kind: "invalid" as const };
        const id = randomUUID();
        await repository.createWithPassword({ id, email: closed.email, name: input.name, role: closed.role ?? "viewer", passwordHash }, tx);
        await deps.audit.record(
          tx,
          { id, email: closed.email, ip },
          { action: "user.invitation_accept", entity: "user", entityId: id, after: { email: closed.email, role: closed.role, name: input.name } },
        );
        return { kind: "accepted" as const, email: closed.email };
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
