import { Hono, type Context } from "hono";
import type { CaptchaVerifier } from "#server/platform/captcha/captcha";
import { clientIp } from "#server/platform/http/client-ip";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import type { PriceChangedResponse } from "#shared/bookings/api-contract";
import { bookingMessage } from "#shared/bookings/booking-messages";
import type { Language } from "#shared/i18n/languages";
import { bookingSubmissionSchema, idempotencyKeySchema } from "#shared/bookings/booking.schema";
import type { BookingCreateService, CreateBookingResult } from "./booking-create.service";
import { parseBookingBody, refusalResponse, visitorLanguage } from "./booking-http";
import { refuse } from "./booking-refusal";
import { bookingText } from "./booking-texts";

/**
 * A family at one hotel shares one address, so the limit per address is a few bookings, not one;
 * the ceiling for everyone together keeps a flood of addresses from filling the job tracker.
 */
export const BOOKING_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
  global: { limit: 2_000, windowMs: 60 * 60_000 },
};

export function bookingCreateRoutes(deps: {
  bookings: BookingCreateService;
  captcha: CaptchaVerifier;
  /** null with RIHLA_BENCH_RELAXED_LIMITS=1 (and then the captcha is not asked either). */
  admit: AnonymousWriteGate | null;
  trustProxy: boolean;
}): Hono {
  return new Hono().post("/api/bookings", async (c) => {
    c.header("Cache-Control", "no-store");
    const key = idempotencyKeySchema.safeParse(c.req.header("idempotency-key"));
    if (!key.success) return refusalResponse(c, refuse(400, "booking.idempotencyKey.invalid"), visitorLanguage(c));
    const parsed = await parseBookingBody(c, bookingSubmissionSchema);
    if (!parsed.ok) return parsed.response;
    const { captcha, ...input } = parsed.data;
    if (deps.admit) {
      // A retry of something acknowledged is answered before any limit and the captcha (README,
      // Security limits). Without limits (the benchmark) the insert itself recognises a retry.
      const known = await deps.bookings.answerKnownKey(input, key.data);
      if (known) return bookingAnswer(c, known, parsed.language);
      const admission = await deps.admit(c, "bookings", BOOKING_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, bookingText(admission.scope === "address" ? "tooManyBookings" : "busy", parsed.language));
    }
    const ip = clientIp(c, deps.trustProxy);
    const result = await deps.bookings.create(input, {
      source: "web",
      idempotencyKey: key.data,
      checkCaptcha: deps.admit ? () => deps.captcha.check(captcha, ip) : undefined,
    });
    return bookingAnswer(c, result, parsed.language);
  });
}

/** The answer to a booking request, in the visitor's language. */
function bookingAnswer(c: Context, result: CreateBookingResult, language: Language): Response {
  if (result.ok) return c.json(result.value, result.replayed ? 200 : 201);
  if ("breakdown" in result) {
    return c.json<PriceChangedResponse>(
      { error: bookingMessage(result.key, language), code: result.key, breakdown: result.breakdown, quoteToken: result.quoteToken },
      409,
    );
  }
  if (result.key === "booking.captcha.required") {
    const error = bookingText("captchaFailed", language);
    return c.json({ error, code: result.key, fieldErrors: { captcha: error } }, 400);
  }
  return refusalResponse(c, result, language);
}
