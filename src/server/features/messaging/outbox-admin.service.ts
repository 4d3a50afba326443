import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { BookingMessage, OutboxResendResult } from "#shared/messaging/outbox-api";
import type { OutboxAdminRepository, OutboxMessageRow } from "./outbox-admin.repository";

export type ResendOutcome = { kind: "done"; result: OutboxResendResult } | { kind: "not-found" } | { kind: "accepted" } | { kind: "not-dead" };

const bookingMessage = (row: OutboxMessageRow): BookingMessage => ({
  id: row.id,
  channel: row.channel,
  template: row.template,
  recipient: row.recipient,
  status: row.status,
  providerId: row.providerId,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * "Send again" of a dead letter (issue 22: a resend is a staff action that is audited) and the
 * messages of one booking. Never sent twice: a message with a provider id was accepted by the
 * provider and is refused; the rest is re-queued in place under the row lock.
 */
export function createOutboxAdminService(deps: { repository: OutboxAdminRepository; audit: AuditLog; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    resend(actor: Actor, id: number): Promise<ResendOutcome> {
      return deps.repository.transaction(async (tx) => {
        const row = await deps.repository.findForUpdate(tx, id);
        if (!row) return { kind: "not-found" };
        if (row.providerId) return { kind: "accepted" };
        if (row.status !== "failed" || !(await deps.repository.requeue(tx, id, now()))) return { kind: "not-dead" };
        await deps.audit.record(tx, actor, {
          action: "outbox.resent",
          entity: "outbox_message",
          entityId: String(id),
          before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
          after: { status: "queued", attempts: 0 },
        });
        return { kind: "done", result: { id, status: "queued" } };
      });
    },

    async bookingMessages(bookingId: number): Promise<BookingMessage[] | null> {
      const reference = await deps.repository.bookingReference(bookingId);
      if (!reference) return null;
      return (await deps.repository.messagesNaming(reference)).map(bookingMessage);
    },
  };
}
export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
