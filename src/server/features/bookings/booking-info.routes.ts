import { Hono, type Context } from "hono";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { clientIp } from "#server/platform/http/client-ip";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { bookingLookupSchema, customerCancelSchema } from "#shared/bookings/booking-lookup.schema";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { isLanguage } from "#shared/i18n/languages";
import { bookingCalendar } from "./booking-calendar";
import type { BookingInfoService } from "./booking-info.service";
import { parseBookingBody, refusalResponse, visitorLanguage } from "./booking-http";
import type { BookingLookupService } from "./booking-lookup.service";
import { refuse } from "./booking-refusal";
import { bookingText } from "./booking-texts";

/** A person looks a booking up a few times; each attempt costs a captcha as well. */
export const LOOKUP_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * 60_000 },
  global: { limit: 1_000, windowMs: 60 * 60_000 },
};
/** Accept and cancel per address: generous for a person, a wall for someone trying tokens. */
export const LINK_ACTION_LIMITS = {
  perAddress: { limit: 30, windowMs: 10 * 60_000 },
  global: { limit: 5_000, windowMs: 10 * 60_000 },
};

/** Token answers: never cached, never indexed, and the token never leaves in a Referer. */
function private_(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

export function bookingInfoRoutes(deps: {
  info: BookingInfoService;
  lookup: BookingLookupService;
  captcha: CaptchaVerifier;
  admit: AnonymousWriteGate | null;
  trustProxy: boolean;
}): Hono {
  const invalidLink = (c: Context) => refusalResponse(c, refuse(404, "booking.link.invalid"), visitorLanguage(c));
  const admitted = async (c: Context, name: string, limits: typeof LOOKUP_LIMITS) => {
    if (!deps.admit) return null;
    const admission = await deps.admit(c, name, limits);
    return admission.admitted ? null : tooMany(c, admission, bookingText("busy", visitorLanguage(c)));
  };

  return new Hono()
    .post("/api/booking-info/lookup", async (c) => {
      private_(c);
      const limited = await admitted(c, "booking-lookup", LOOKUP_LIMITS);
      if (limited) return limited;
      const parsed = await parseBookingBody(c, bookingLookupSchema);
      if (!parsed.ok) return parsed.response;
      if (deps.admit && !(await deps.captcha.verify(parsed.data.captcha, clientIp(c, deps.trustProxy)))) {
        const error = bookingText("captchaFailed", parsed.language);
        return c.json({ error, code: "booking.captcha.required", fieldErrors: { captcha: error } }, 400);
      }
      await deps.lookup.lookup(parsed.data.reference, parsed.data.contact);
      return c.json({ message: bookingMessage("booking.lookup.sent", parsed.language) }, 202);
    })
    .get("/api/booking-info/:token", async (c) => {
      private_(c);
      const view = await deps.info.view(c.req.param("token"));
      return view ? c.json(view) : invalidLink(c);
    })
    .post("/api/booking-info/:token/accept", async (c) => {
      private_(c);
      const limited = await admitted(c, "booking-link-action", LINK_ACTION_LIMITS);
      if (limited) return limited;
      const result = await deps.info.accept(c.req.param("token"));
      if (!result.ok) return refusalResponse(c, result, visitorLanguage(c));
      return c.json({ status: result.to, message: bookingText("accepted", visitorLanguage(c)) });
    })
    .post("/api/booking-info/:token/cancel", async (c) => {
      private_(c);
      const limited = await admitted(c, "booking-link-action", LINK_ACTION_LIMITS);
      if (limited) return limited;
      const parsed = await parseBookingBody(c, customerCancelSchema);
      if (!parsed.ok) return parsed.response;
      const result = await deps.info.cancel(c.req.param("token"), parsed.data.reason);
      if (!result.ok) return refusalResponse(c, result, parsed.language);
      if (result.outcome === "cancelled") return c.json({ status: "cancelled", message: bookingText("cancelled", parsed.language) });
      return c.json(
        { status: "cancellation_requested", message: bookingMessage("booking.cancel.afterCutoff", parsed.language, { count: result.cutoffHours }) },
        202,
      );
    })
    .get("/booking-info/:token/calendar.ics", async (c) => {
      private_(c);
      const loaded = await deps.info.load(c.req.param("token"));
      if (!loaded) return invalidLink(c);
      const language = isLanguage(loaded.booking.language) ? loaded.booking.language : "en";
      const legs = loaded.legs.map(({ job }) => ({ ...job, from: job.pickup as LegEndpoint, to: job.dropoff as LegEndpoint }));
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${loaded.booking.reference}.ics"`);
      return c.body(bookingCalendar(loaded.booking.reference, legs, language));
    });
}
