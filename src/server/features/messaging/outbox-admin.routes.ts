import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { OUTBOX_ACCEPTED, OUTBOX_NOT_DEAD, OUTBOX_NOT_FOUND, outboxText } from "#shared/messaging/outbox-api";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffWording } from "#server/platform/http/staff-wording";
import type { OutboxAdminService } from "./outbox-admin.service";

const { say } = staffWording(outboxText);
/** A serial id (1 … 2^31-1); anything else names no row (404, no query). */
const serialOf = (c: Context): number | null => {
  const raw = idParam(c);
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
};
const refuse = (c: Context, status: 404 | 409, english: string) => c.json<ApiErrorBody>({ error: say(c)(english) }, status);

/** The outbox page's "Send again" (operations and admin, audited) and a booking's messages for its timeline (every staff member). */
export function outboxAdminRoutes(deps: { outbox: OutboxAdminService }): AdminRoute[] {
  return [
    adminRoute("POST", "/api/admin/outbox/:id/resend", "operations.write", async (c, staff) => {
      const id = serialOf(c);
      if (id === null) return refuse(c, 404, OUTBOX_NOT_FOUND);
      const outcome = await deps.outbox.resend(staff.actor, id);
      if (outcome.kind === "done") return c.json(outcome.result);
      if (outcome.kind === "not-found") return refuse(c, 404, OUTBOX_NOT_FOUND);
      return refuse(c, 409, outcome.kind === "accepted" ? OUTBOX_ACCEPTED : OUTBOX_NOT_DEAD);
    }),
    adminRoute("GET", "/api/admin/booking-messages/:id", "dashboard.read", async (c) => {
      const id = serialOf(c);
      const messages = id === null ? null : await deps.outbox.bookingMessages(id);
      return messages ? c.json(messages) : c.json<ApiErrorBody>({ error: "Not found." }, 404);
    }),
  ];
}
