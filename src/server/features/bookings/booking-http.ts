import type { Context } from "hono";
import type { z } from "zod";
import type { ApiErrorBody } from "#shared/api/api-error";
import { bookingFieldErrors } from "#shared/bookings/booking-issues";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { languageFromAcceptHeader } from "#shared/i18n/localized-path";
import type { Refusal } from "./booking-refusal";
import { refusalText } from "./booking-texts";

/** The visitor's language: the body's contact.language when it is one, else Accept-Language. */
export function visitorLanguage(c: Context, body?: unknown): Language {
  const contact = body && typeof body === "object" ? (body as { contact?: unknown }).contact : undefined;
  const stated = contact && typeof contact === "object" ? (contact as { language?: unknown }).language : undefined;
  return isLanguage(stated) ? stated : languageFromAcceptHeader(c.req.header("accept-language"));
}

/** A refusal as its JSON answer, in the visitor's language (field refusals also in fieldErrors). */
export function refusalResponse(c: Context, refusal: Refusal, language: Language): Response {
  const error = refusalText(refusal.key, language, refusal.count, refusal.names);
  const body: ApiErrorBody = { error, code: refusal.key, ...(refusal.path === undefined ? {} : { fieldErrors: { [refusal.path]: error } }) };
  return c.json(body, refusal.status);
}

export type ParsedBody<T> = { ok: true; data: T; language: Language } | { ok: false; response: Response };

/** Reads a JSON body with a shared bookings schema; invalid input is a 400 with per-field sentences. */
export async function parseBookingBody<S extends z.ZodType>(c: Context, schema: S): Promise<ParsedBody<z.infer<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    const language = visitorLanguage(c);
    return { ok: false, response: c.json<ApiErrorBody>({ error: bookingMessage("booking.invalid", language), code: "booking.invalid" }, 400) };
  }
  const language = visitorLanguage(c, raw);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fieldErrors = bookingFieldErrors(result.error, language);
    const error = Object.values(fieldErrors)[0] ?? bookingMessage("booking.invalid", language);
    return { ok: false, response: c.json<ApiErrorBody>({ error, fieldErrors }, 400) };
  }
  return { ok: true, data: result.data, language };
}
