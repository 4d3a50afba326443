import type { Context, MiddlewareHandler } from "hono";
import type { Language } from "#shared/i18n/languages";
import { staffLanguage } from "./staff-language";

export const UNSUPPORTED_MEDIA_TYPE: Record<Language, string> = {
  en: "Send this request as JSON (Content-Type: application/json).",
  ar: "أرسل هذا الطلب بصيغة JSON (Content-Type: application/json).",
};

/** True when the request carries a body: a declared length above 0, or a chunked one. */
export function carriesBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  return c.req.header("transfer-encoding") !== undefined;
}

/** "application/json", with or without parameters (charset), in any letter case. */
export const isJson = (contentType: string | undefined): boolean => (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";

/**
 * One rule at the boundary for every JSON endpoint: a body in another type (text/plain, a form,
 * none declared) is refused with 415 before any route reads it, so it changes nothing. Without
 * it, a handler that parses the text as JSON whatever its label let a plain-text POST — one a
 * page on another site can send without asking — create a booking. `takesOtherTypes` names the
 * routes that legitimately take files (multipart). The refusal is in the caller's language as
 * the "lang" cookie, else the browser, tells it; the unread body closes the connection, as a 413's.
 */
export function jsonBodiesOnly(takesOtherTypes: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    if (!carriesBody(c) || isJson(c.req.header("content-type")) || takesOtherTypes(c)) return next();
    c.header("Connection", "close");
    c.header("Cache-Control", "no-store");
    return c.json({ error: UNSUPPORTED_MEDIA_TYPE[staffLanguage(c)], code: "request.unsupportedMediaType" }, 415);
  };
}
