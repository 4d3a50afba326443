import type { z } from "zod";
import type { Language } from "#shared/i18n/languages";
import { bookingMessage } from "./booking-messages";

export interface IssueMessage {
  key: string;
  count?: number;
}

/** The message key of a zod issue from the bookings schemas, with the count its text needs. */
export function bookingIssueMessage(issue: z.core.$ZodIssue): IssueMessage {
  const key = issue.message;
  if (issue.code === "too_big") return { key, count: Number(issue.maximum) };
  if (issue.code === "too_small") return { key, count: Number(issue.minimum) };
  const count = issue.code === "custom" ? issue.params?.count : undefined;
  return typeof count === "number" ? { key, count } : { key };
}

/**
 * Per-field messages in the visitor's language for a 400 answer and for the form:
 * { "legs.0.flightNumber": "Please enter the flight number…" }. The first issue of a field wins,
 * the order zod reports them in (the most basic check first). The root is keyed "". A field that
 * is not accepted is keyed by itself and named in its sentence ("price": "“price” is not accepted.").
 */
export function bookingFieldErrors(error: z.ZodError, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const field of issue.keys)
        fields[path ? `${path}.${field}` : field] ??= bookingMessage("booking.unknownField", language, { field: field.slice(0, 40) });
      continue;
    }
    if (path in fields) continue;
    const { key, count } = bookingIssueMessage(issue);
    fields[path] = bookingMessage(key, language, { count });
  }
  return fields;
}
