import type { Context } from "hono";
import type { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";
import { bookingMessage, isBookingMessageKey } from "#shared/bookings/booking-messages";
import type { Language } from "#shared/i18n/languages";
import { languageFromAcceptHeader } from "#shared/i18n/localized-path";
import { paymentMessage } from "#shared/payments/payment-messages";

export const visitorLanguage = (c: Context): Language => languageFromAcceptHeader(c.req.header("accept-language"));

/** A payment (or booking-link) refusal key as a sentence in the visitor's language. */
export const messageOf = (key: string, language: Language): string =>
  isBookingMessageKey(key) ? bookingMessage(key, language) : paymentMessage(key, language);

export function refusal(c: Context, status: 400 | 401 | 404 | 409 | 422 | 429 | 502 | 503, code: string): Response {
  const language = visitorLanguage(c);
  return c.json<ApiErrorBody>({ error: messageOf(code, language), code }, status);
}

/** Token answers: never cached, never indexed, and the token never leaves in a Referer. */
export function privateAnswer(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
}

/** Reads a JSON body with a payments schema; anything else is a 400 naming the field, changing nothing. */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S>; raw: unknown } | { ok: false; response: Response }> {
  const language = visitorLanguage(c);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json<ApiErrorBody>({ error: paymentMessage("payment.invalid", language), code: "payment.invalid" }, 400) };
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join(".") || "body";
      fieldErrors[path] ??= issue.message.includes(".") && !issue.message.includes(" ") ? messageOf(issue.message, language) : issue.message;
    }
    const error = Object.values(fieldErrors)[0] ?? paymentMessage("payment.invalid", language);
    return { ok: false, response: c.json<ApiErrorBody>({ error, code: "payment.invalid", fieldErrors }, 400) };
  }
  return { ok: true, data: result.data, raw };
}
