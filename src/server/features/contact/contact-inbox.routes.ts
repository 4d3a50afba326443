import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { CONTACT_INBOX_PAGE_SIZE, contactInboxQuerySchema, handleContactMessageSchema, type ContactMessageRow } from "#shared/contact/contact-inbox.schema";
import { INBOX_ALREADY_HANDLED, INBOX_MESSAGE_NOT_FOUND, contactInboxText } from "#shared/contact/contact-inbox-texts";
import { pageOf } from "#shared/pagination/page";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import { parseQuery } from "#server/platform/http/validation";
import type { ContactRepository } from "./contact.repository";

/** Who reads and answers the visitors' messages: the operations team (and admins). */
export const CONTACT_INBOX_PERMISSION = "operations.write";

type Stored = NonNullable<Awaited<ReturnType<ContactRepository["findById"]>>>;
const rowOf = (message: Stored): ContactMessageRow => ({
  id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  subject: message.subject,
  message: message.message,
  language: message.language,
  status: message.status === "handled" ? "handled" : "new",
  createdAt: message.createdAt.toISOString(),
  handledAt: message.handledAt?.toISOString() ?? null,
  handledByName: message.handledByName,
  handledNote: message.handledNote,
});

// Message ids are serial numbers; any other id-shaped text is simply not one of them.
const messageId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const { say: inStaffLanguage, parse } = staffWording(contactInboxText);
const notFound = (c: Context) => c.json<ApiErrorBody>({ error: inStaffLanguage(c)(INBOX_MESSAGE_NOT_FOUND) }, 404);

/** Staff's inbox of contact messages: list, one message, mark handled with a note (audited). */
export function contactInboxRoutes(deps: { repository: ContactRepository; audit: AuditLog }): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/contact-messages", CONTACT_INBOX_PERMISSION, async (c) => {
      const parsed = parseQuery(c, contactInboxQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { view, page } = parsed.data;
      const result = await deps.repository.page(view, page, CONTACT_INBOX_PAGE_SIZE);
      return c.json(pageOf(result.items.map(rowOf), result.total, page, CONTACT_INBOX_PAGE_SIZE));
    }),
    adminRoute("GET", "/api/admin/contact-messages/:id", CONTACT_INBOX_PERMISSION, async (c) => {
      const id = messageId(idParam(c));
      const message = id === null ? null : await deps.repository.findById(id);
      return message ? c.json(rowOf(message)) : notFound(c);
    }),
    adminRoute("POST", "/api/admin/contact-messages/:id/handle", CONTACT_INBOX_PERMISSION, async (c, staff) => {
      const id = messageId(idParam(c));
      const message = id === null ? null : await deps.repository.findById(id);
      if (id === null || !message) return notFound(c);
      const parsed = await parse(c, handleContactMessageSchema);
      if (!parsed.ok) return parsed.response;
      const handled = await deps.repository.transaction(async (tx) => {
        if (!(await deps.repository.markHandled(tx, id, staff.actor.id, parsed.data.note))) return false;
        await deps.audit.record(tx, staff.actor, {
          action: "contact.handle",
          entity: "contact_message",
          entityId: String(id),
          before: { status: "new" },
          after: { status: "handled", note: parsed.data.note, name: message.name },
        });
        return true;
      });
      if (!handled) return c.json<ApiErrorBody>({ error: inStaffLanguage(c)(INBOX_ALREADY_HANDLED) }, 409);
      const updated = await deps.repository.findById(id);
      return c.json(updated ? rowOf(updated) : null);
    }),
  ];
}
