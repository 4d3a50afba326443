import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import {
  adminBookingsQuerySchema,
  adminJobsQuerySchema,
  cancelActionSchema,
  completeActionSchema,
  confirmActionSchema,
  editActionSchema,
  editTripActionSchema,
  noteActionSchema,
  paymentActionSchema,
  quoteActionSchema,
} from "#shared/bookings/admin-bookings.schema";
import type { z } from "zod";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import { staffLanguage } from "#server/platform/http/staff-language";
import { fieldErrorsOf, parseQuery } from "#server/platform/http/validation";
import { bookingFieldErrors } from "#shared/bookings/booking-issues";
import { bookingMessage, isBookingMessageKey } from "#shared/bookings/booking-messages";
import { pickText, type LocalizedText } from "#shared/i18n/localized-text";
import { quoteRequestSchema } from "#shared/bookings/booking.schema";
import { staffFieldTexts, staffText } from "#shared/bookings/staff-texts";
import type { Language } from "#shared/i18n/languages";
import type { AuditLog } from "#server/platform/audit/audit-log";
import { parseStaffBooking } from "#shared/bookings/staff-booking.schema";
import type { BookingCreateService } from "../booking-create.service";
import { refusalResponse } from "../booking-http";
import type { ActionResult, AdminBookingActions } from "./admin-booking-actions.service";
import type { AdminBookingsReadService } from "./admin-bookings-read.service";

/** Booking ids are serial integers; anything else names no booking (404 before any query). */
const bookingId = (c: Context): number | null => {
  const value = idParam(c);
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
};
const notFound = (c: Context) => c.json<ApiErrorBody>({ error: staffText("This booking does not exist.", staffLanguage(c)) }, 404);

/** A refusal in the staff member's language: the transition table's own sentence when it is one, else the service's. */
function refusalText(
  result: { message: string; code?: string; count?: number; names?: { from: LocalizedText; to?: LocalizedText } },
  language: Language,
): string {
  const { names } = result;
  const values = (lang: Language) => ({ count: result.count, from: names && pickText(names.from, lang), to: names?.to && pickText(names.to, lang) });
  return result.code && isBookingMessageKey(result.code) && bookingMessage(result.code, "en", values("en")) === result.message
    ? bookingMessage(result.code, language, values(language))
    : staffText(result.message, language);
}

function answer(c: Context, result: ActionResult) {
  const language = staffLanguage(c);
  if (result.kind === "not-found") return notFound(c);
  if (result.kind === "conflict") return c.json<ApiErrorBody>({ error: refusalText(result, language), code: result.code }, 409);
  if (result.kind === "invalid") {
    const message = refusalText(result, language);
    return c.json<ApiErrorBody>({ error: message, fieldErrors: { [result.field]: message } }, 400);
  }
  if (result.kind === "preview")
    return c.json({ preview: true, previousTotalHalalas: result.previousTotalHalalas, breakdown: result.breakdown, vehicleClassSlug: result.vehicleClassSlug });
  return c.json({ ok: true });
}

/** A staff action's JSON body with its shared schema; a refusal is a 400 in the staff member's language. */
async function parseStaffBody<S extends z.ZodType>(c: Context, schema: S): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const language = staffLanguage(c);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json<ApiErrorBody>({ error: staffText("The request body must be JSON.", language) }, 400) };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = staffFieldTexts(fieldErrorsOf(result.error), language);
  return { ok: false, response: c.json<ApiErrorBody>({ error: staffText("Some fields are not valid.", language), fieldErrors }, 400) };
}

/**
 * The job tracker's API (/admin/jobs): every role reads (dashboard.read); operations and admin
 * act on bookings (operations.write). Every action answers 409 with the transition table's
 * sentence when the booking's state does not allow it, and then changes nothing.
 */
export function adminBookingsRoutes(deps: {
  reads: AdminBookingsReadService;
  actions: AdminBookingActions;
  bookings: BookingCreateService;
  audit: AuditLog;
}): AdminRoute[] {
  const { reads, actions } = deps;
  /** A POST action on one booking: parse the body with its schema, then act. */
  const action = <S extends z.ZodType>(path: string, schema: S, run: (staff: StaffContext, id: number, input: z.infer<S>) => Promise<ActionResult>) =>
    adminRoute("POST", `/api/admin/bookings/:id/${path}`, "operations.write", async (c, staff) => {
      const id = bookingId(c);
      if (id === null) return notFound(c);
      const parsed = await parseStaffBody(c, schema);
      if (!parsed.ok) return parsed.response;
      return answer(c, await run(staff, id, parsed.data));
    });

  return [
    adminRoute("GET", "/api/admin/bookings", "dashboard.read", async (c) => {
      const parsed = parseQuery(c, adminBookingsQuerySchema);
      return parsed.ok ? c.json(await reads.list(parsed.data)) : parsed.response;
    }),
    adminRoute("GET", "/api/admin/jobs", "dashboard.read", async (c) => {
      const parsed = parseQuery(c, adminJobsQuerySchema);
      return parsed.ok ? c.json(await reads.jobs(parsed.data)) : parsed.response;
    }),
    adminRoute("GET", "/api/admin/bookings/:id", "dashboard.read", async (c) => {
      const id = bookingId(c);
      const detail = id === null ? null : await reads.detail(id);
      return detail ? c.json(detail) : notFound(c);
    }),
    action("quote", quoteActionSchema, (staff, id, input) => actions.quote(staff.actor, id, input)),
    action("confirm", confirmActionSchema, (staff, id, input) => actions.confirm(staff.actor, id, input.note)),
    action("complete", completeActionSchema, (staff, id, input) => actions.complete(staff.actor, id, input.note)),
    action("cancel", cancelActionSchema, (staff, id, input) => actions.cancel(staff.actor, id, input.reason)),
    action("payment", paymentActionSchema, (staff, id, input) => actions.payment(staff.actor, id, input.status, input.note)),
    action("note", noteActionSchema, (staff, id, input) => actions.note(staff.actor, id, input.text)),
    action("edit", editActionSchema, (staff, id, input) => actions.edit(staff.actor, id, input)),
    adminRoute("POST", "/api/admin/bookings/:id/edit-trip", "operations.write", async (c, staff) => {
      const id = bookingId(c);
      if (id === null) return notFound(c);
      const parsed = await parseStaffBody(c, editTripActionSchema);
      if (!parsed.ok) return parsed.response;
      // The trip with the quote's own schema and messages, in the back office's language.
      const language = staffLanguage(c);
      const trip = quoteRequestSchema.safeParse(parsed.data.trip);
      if (!trip.success) {
        const fieldErrors = Object.fromEntries(Object.entries(bookingFieldErrors(trip.error, language)).map(([path, message]) => [`trip.${path}`, message]));
        return c.json<ApiErrorBody>({ error: staffText("Some fields are not valid.", language), fieldErrors }, 400);
      }
      return answer(c, await actions.editTrip(staff.actor, id, { version: parsed.data.version, preview: parsed.data.preview ?? false, trip: trip.data }));
    }),
    action("resend-link", confirmActionSchema, (staff, id) => actions.sendLink(staff.actor, id, false)),
    action("reissue-link", confirmActionSchema, (staff, id) => actions.sendLink(staff.actor, id, true)),

    // A booking taken by phone, WhatsApp or an agent: the public form's payload (prices computed
    // here, never sent) without a captcha, with its source; the customer gets the link as usual.
    adminRoute("POST", "/api/admin/bookings", "operations.write", async (c, staff) => {
      const language = staffLanguage(c);
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return c.json<ApiErrorBody>({ error: staffText("The request body must be JSON.", language) }, 400);
      }
      const parsed = parseStaffBooking(raw, language);
      if (!parsed.ok) {
        const fieldErrors = staffFieldTexts(parsed.fieldErrors, language);
        return c.json<ApiErrorBody>({ error: Object.values(fieldErrors)[0] ?? staffText("Some fields are not valid.", language), fieldErrors }, 400);
      }
      const { source, ...input } = parsed.data;
      const result = await deps.bookings.create(input, { source, createdByUserId: staff.actor.id });
      if (!result.ok)
        return "breakdown" in result
          ? c.json<ApiErrorBody>({ error: staffText("The price changed; quote again.", language), code: result.key }, 409)
          : refusalResponse(c, result, language);
      await deps.audit.transaction((tx) =>
        deps.audit.record(tx, staff.actor, {
          action: "booking.create",
          entity: "booking",
          entityId: result.value.reference,
          after: { source, reference: result.value.reference },
        }),
      );
      return c.json({ id: result.bookingId, reference: result.value.reference, status: result.value.status }, 201);
    }),
  ];
}
