import type { ApiErrorBody } from "#shared/api/api-error";
import { INBOX_MESSAGE_NOT_FOUND, contactInboxText } from "#shared/contact/contact-inbox-texts";
import { contactReplySchema } from "#shared/contact/contact-reply.schema";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import type { Outbox } from "#server/platform/outbox/outbox";
import type { ContactRepository } from "./contact.repository";
import { CONTACT_INBOX_PERMISSION } from "./contact-inbox.routes";

const messageId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const { say, parse } = staffWording(contactInboxText);

/**
 * Answering a contact message by email (shown beside the WhatsApp inbox): the email goes through
 * the outbox in the transaction that marks the message handled (when it was new) and audits it.
 */
export function contactReplyRoutes(deps: { repository: ContactRepository; audit: AuditLog; outbox: Outbox }): AdminRoute[] {
  return [
    adminRoute("POST", "/api/admin/contact-messages/:id/reply", CONTACT_INBOX_PERMISSION, async (c, staff) => {
      const id = messageId(idParam(c));
      const message = id === null ? null : await deps.repository.findById(id);
      if (id === null || !message) return c.json<ApiErrorBody>({ error: say(c)(INBOX_MESSAGE_NOT_FOUND) }, 404);
      const parsed = await parse(c, contactReplySchema);
      if (!parsed.ok) return parsed.response;
      const { subject, body } = parsed.data;
      await deps.repository.transaction(async (tx) => {
        await deps.outbox.enqueueEmail(tx, { recipient: message.email, template: "contact.reply", subject, body });
        const handled = await deps.repository.markHandled(tx, id, staff.actor.id, `Answered by email: ${subject}`.slice(0, 2000));
        await deps.audit.record(tx, staff.actor, {
          action: "contact.reply",
          entity: "contact_message",
          entityId: String(id),
          before: { status: message.status },
          after: { status: handled ? "handled" : message.status, subject, to: message.email },
        });
      });
      return c.json({ ok: true }, 201);
    }),
  ];
}
