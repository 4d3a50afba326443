import type { FieldErrors } from "react-hook-form";
import { bookingIssueMessage } from "#shared/bookings/booking-issues";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { bookingSubmissionSchema } from "#shared/bookings/booking.schema";
import { DEFAULT_LEAD_HOURS, pickupRefusal } from "#shared/bookings/pickup-window";
import type { Language } from "#shared/i18n/languages";
import { isAddressChoice, riyadhInstant, toSubmission, type BookingFormValues } from "./booking-form-values";
import type { BookingProduct } from "../components/booking-product";
import { routeProblems } from "./route-problems";

/*
 * Schema and server paths ("legs.0.pickupAt", "legs.1.from.address") → the form's fields. A
 * pickup is one message under its date and time ("legs.0.pickup"); a place or address problem
 * goes to what the visitor chose for that end (the list, or the address box).
 */
export function formPathOf(path: string, values: BookingFormValues): string {
  const parts = path.split(".");
  if (parts[0] === "legs" && parts.length >= 3) {
    const index = Number(parts[1]);
    const field = parts[2];
    if (field === "pickupAt") return `legs.${index}.pickup`;
    if (field === "from" || field === "to") {
      const chosen = values.legs[index]?.[field]?.placeId ?? "";
      // The address text's own problems go under its box; everything else (the city, the route) under the list.
      return `legs.${index}.${field}.${isAddressChoice(chosen) && parts[3] === "address" ? "address" : "placeId"}`;
    }
    if (field === "extras") return `legs.${index}.extras`;
    return `legs.${index}.${field}`;
  }
  if (parts[0] === "legs") return "legs";
  if (path === "" || path === "captcha" || path === "quoteToken") return path || "form";
  return path;
}

// Legs are an array in react-hook-form's errors too: it keeps a field array's errors only in that shape.
function setPath(errors: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split(".");
  let node = errors;
  parts.slice(0, -1).forEach((part, index) => {
    node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? "") ? [] : {}) as Record<string, unknown>;
  });
  const last = parts.at(-1) as string;
  if (!node[last]) node[last] = { type: "validate", message };
}

/** Per-field messages (flat, server-shaped) → react-hook-form's nested errors. */
export function toFieldErrors(flat: Record<string, string>, values: BookingFormValues): FieldErrors<BookingFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) setPath(errors, formPathOf(path, values), message);
  return errors as FieldErrors<BookingFormValues>;
}

/**
 * Everything wrong with the values, as the server would say it, plus the rule the schema leaves
 * to the service because it needs "now": past pickups and the minimum lead time.
 */
export function validateBooking(
  values: BookingFormValues,
  language: Language,
  product: BookingProduct | undefined,
  leadHours: number = DEFAULT_LEAD_HOURS,
  now = new Date(),
): Record<string, string> {
  const flat: Record<string, string> = {};
  const submission = toSubmission(values, product?.shape ?? "transfer", { captcha: "-" });
  const parsed = bookingSubmissionSchema.safeParse(submission);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".");
      if (path in flat) continue;
      const { key, count } = bookingIssueMessage(issue);
      flat[path] = bookingMessage(key, language, { count });
    }
  }
  // The server's route rule, said before asking (the lists offer only served places, but a From changed after To can leave a pair no route serves).
  if (product) Object.assign(flat, { ...routeProblems(submission.legs, product, language), ...flat });
  values.legs.forEach((leg, index) => {
    const path = `legs.${index}.pickupAt`;
    const instant = riyadhInstant(leg.date, leg.time);
    if (path in flat || !instant) return;
    const refusal = pickupRefusal(new Date(instant), now, leadHours);
    if (refusal) flat[path] = bookingMessage(refusal, language, { count: leadHours });
  });
  return flat;
}
