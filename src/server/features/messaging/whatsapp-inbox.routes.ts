import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { whatsappAssignSchema, whatsappInboxQuerySchema, whatsappReplySchema } from "#shared/messaging/whatsapp-inbox.schema";
import {
  INBOX_ALREADY_RESOLVED,
  INBOX_ASSIGNEE_INVALID,
  INBOX_CONVERSATION_NOT_FOUND,
  INBOX_IMAGE_UNAVAILABLE,
  INBOX_MESSAGE_NOT_FOUND,
  INBOX_NO_IMAGE,
  INBOX_NOT_RESOLVED,
  INBOX_OUTSIDE_WINDOW,
  INBOX_TEMPLATE_NOT_APPROVED,
  INBOX_TEMPLATE_NOT_FOUND,
  INBOX_TEMPLATE_VARIABLES,
  whatsappInboxText,
} from "#shared/messaging/whatsapp-inbox-texts";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffLanguage } from "#server/platform/http/staff-language";
import { staffWording } from "#server/platform/http/staff-wording";
import { parseQuery } from "#server/platform/http/validation";
import type { InboxRefusal, WhatsappInboxService } from "./whatsapp-inbox.service";
import type { WhatsappInboxMediaService } from "./whatsapp-inbox-media.service";

/** Every staff member reads the inbox; admin and operations write in it (DESIGN: Roles). */
export const WHATSAPP_INBOX_READ = "dashboard.read";
export const WHATSAPP_INBOX_WRITE = "operations.write";
const BASE = "/api/admin/whatsapp-inbox";

const REFUSALS: Record<InboxRefusal, { status: 404 | 409 | 400; text: string }> = {
  "not-found": { status: 404, text: INBOX_CONVERSATION_NOT_FOUND },
  "outside-window": { status: 409, text: INBOX_OUTSIDE_WINDOW },
  "template-not-found": { status: 400, text: INBOX_TEMPLATE_NOT_FOUND },
  "template-not-approved": { status: 409, text: INBOX_TEMPLATE_NOT_APPROVED },
  "template-variables": { status: 400, text: INBOX_TEMPLATE_VARIABLES },
  "assignee-invalid": { status: 400, text: INBOX_ASSIGNEE_INVALID },
  "already-resolved": { status: 409, text: INBOX_ALREADY_RESOLVED },
  "not-resolved": { status: 409, text: INBOX_NOT_RESOLVED },
};

// Conversation and message ids are serial numbers; any other id-shaped text is simply not one.
const serialId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
const { say, parse } = staffWording(whatsappInboxText);
const refused = (c: Context, refusal: InboxRefusal) => c.json<ApiErrorBody>({ error: say(c)(REFUSALS[refusal].text) }, REFUSALS[refusal].status);
const notFound = (c: Context, text = INBOX_CONVERSATION_NOT_FOUND) => c.json<ApiErrorBody>({ error: say(c)(text) }, 404);
const answer = (c: Context, outcome: { ok: true; value: unknown } | { ok: false; refusal: InboxRefusal }) =>
  outcome.ok ? c.json(outcome.value ?? { ok: true }) : refused(c, outcome.refusal);

/** The WhatsApp inbox's API: thin routes over the inbox service. */
export function whatsappInboxRoutes(deps: { inbox: WhatsappInboxService; media: WhatsappInboxMediaService }): AdminRoute[] {
  const { inbox } = deps;
  return [
    adminRoute("GET", `${BASE}/conversations`, WHATSAPP_INBOX_READ, async (c, staff) => {
      const parsed = parseQuery(c, whatsappInboxQuerySchema, say(c));
      if (!parsed.ok) return parsed.response;
      return c.json(await inbox.list(parsed.data, staff.actor.id));
    }),
    adminRoute("GET", `${BASE}/conversations/:id`, WHATSAPP_INBOX_READ, async (c) => {
      const id = serialId(idParam(c));
      const detail = id === null ? null : await inbox.detail(id, staffLanguage(c));
      return detail ? c.json(detail) : notFound(c);
    }),
    adminRoute("POST", `${BASE}/conversations/:id/read`, WHATSAPP_INBOX_WRITE, async (c, staff) => {
      const id = serialId(idParam(c));
      return id === null ? notFound(c) : answer(c, await inbox.markRead(staff.actor, id));
    }),
    adminRoute("POST", `${BASE}/conversations/:id/reply`, WHATSAPP_INBOX_WRITE, async (c, staff) => {
      const id = serialId(idParam(c));
      if (id === null) return notFound(c);
      const parsed = await parse(c, whatsappReplySchema);
      if (!parsed.ok) return parsed.response;
      const outcome = await inbox.reply(staff.actor, id, parsed.data);
      return outcome.ok ? c.json(outcome.value, 201) : refused(c, outcome.refusal);
    }),
    adminRoute("POST", `${BASE}/conversations/:id/assign`, WHATSAPP_INBOX_WRITE, async (c, staff) => {
      const id = serialId(idParam(c));
      if (id === null) return notFound(c);
      const parsed = await parse(c, whatsappAssignSchema);
      if (!parsed.ok) return parsed.response;
      return answer(c, await inbox.assign(staff.actor, id, parsed.data.assigneeId));
    }),
    adminRoute("POST", `${BASE}/conversations/:id/resolve`, WHATSAPP_INBOX_WRITE, async (c, staff) => {
      const id = serialId(idParam(c));
      return id === null ? notFound(c) : answer(c, await inbox.setResolved(staff.actor, id, true));
    }),
    adminRoute("POST", `${BASE}/conversations/:id/reopen`, WHATSAPP_INBOX_WRITE, async (c, staff) => {
      const id = serialId(idParam(c));
      return id === null ? notFound(c) : answer(c, await inbox.setResolved(staff.actor, id, false));
    }),
    adminRoute("GET", `${BASE}/templates`, WHATSAPP_INBOX_READ, async (c) => c.json(await inbox.replyTemplates())),
    adminRoute("GET", `${BASE}/staff`, WHATSAPP_INBOX_READ, async (c) => c.json(await inbox.assignableStaff())),
    adminRoute("GET", `${BASE}/unread`, WHATSAPP_INBOX_READ, async (c) => c.json(await inbox.unread())),
    // An image the contact sent: bytes only through here, for signed-in staff, never cached.
    adminRoute("GET", `${BASE}/messages/:id/media`, WHATSAPP_INBOX_READ, async (c) => {
      const id = serialId(idParam(c));
      const outcome = id === null ? ({ ok: false, reason: "not-found" } as const) : await deps.media.image(id);
      if (!outcome.ok) {
        if (outcome.reason === "unavailable") return c.json<ApiErrorBody>({ error: say(c)(INBOX_IMAGE_UNAVAILABLE) }, 502);
        return notFound(c, outcome.reason === "no-image" ? INBOX_NO_IMAGE : INBOX_MESSAGE_NOT_FOUND);
      }
      c.header("Cache-Control", "private, no-store");
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Disposition", "inline");
      return c.body(new Uint8Array(outcome.bytes), 200, { "Content-Type": outcome.type });
    }),
  ];
}
