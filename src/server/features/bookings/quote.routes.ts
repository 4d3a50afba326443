import { Hono } from "hono";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { quoteRequestSchema } from "#shared/bookings/booking.schema";
import { parseBookingBody, refusalResponse, visitorLanguage } from "./booking-http";
import { bookingText } from "./booking-texts";
import type { QuoteService } from "./quote.service";

/** Generous: the form asks again on every change of its inputs; the ceiling stops a script from loading the database. */
export const QUOTE_LIMITS = {
  perAddress: { limit: 300, windowMs: 10 * 60_000 },
  global: { limit: 20_000, windowMs: 10 * 60_000 },
};

export function quoteRoutes(deps: { quotes: QuoteService; admit: AnonymousWriteGate | null }): Hono {
  return new Hono().post("/api/quotes", async (c) => {
    c.header("Cache-Control", "no-store");
    if (deps.admit) {
      const admission = await deps.admit(c, "quotes", QUOTE_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, bookingText(admission.scope === "address" ? "tooManyQuotes" : "busy", visitorLanguage(c)));
    }
    const parsed = await parseBookingBody(c, quoteRequestSchema);
    if (!parsed.ok) return parsed.response;
    const result = await deps.quotes.quote(parsed.data);
    if (!result.ok) return refusalResponse(c, result, parsed.language);
    return c.json(result.value);
  });
}
