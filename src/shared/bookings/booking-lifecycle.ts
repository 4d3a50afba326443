import { createLifecycle, type Actor, type AllowedMove, type TransitionResult, type TransitionRule } from "./lifecycle";

/** DESIGN "Booking lifecycle": pending → quoted (optional) → confirmed → completed; cancelled before completed. */
export const BOOKING_STATUSES = ["pending", "quoted", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_TERMINAL_STATUSES = ["completed", "cancelled"] as const satisfies readonly BookingStatus[];

/*
 * Decisions (why each row is there):
 * - Only staff quote. A revised quote while `quoted` is a price edit recorded as an event, not a
 *   move (moves never go to the same state).
 * - Staff may confirm a `pending` booking straight away at the computed price (the quote step is
 *   optional). A `quoted` booking is confirmed by the customer from the link, or by staff when the
 *   customer accepted by phone or WhatsApp.
 * - `completed` is set by the system when every job has ended; staff may close it by hand; the
 *   staff service asks why only when something went wrong (completion-check.ts).
 * - Cancelling always needs a reason (DESIGN). The customer may cancel from the link while the
 *   booking is open; whether that is free or only a request after the cut-off is the service's
 *   rule, not the table's. The system cancels only bookings that were never confirmed (e.g. an
 *   expired quote), never a confirmed one.
 * - Operators work on jobs, never on bookings.
 */
export const BOOKING_TRANSITIONS: readonly TransitionRule<BookingStatus>[] = [
  { from: "pending", to: "quoted", actors: { staff: "optional" } },
  { from: "pending", to: "confirmed", actors: { staff: "optional" } },
  { from: "quoted", to: "confirmed", actors: { customer: "optional", staff: "optional" } },
  { from: "confirmed", to: "completed", actors: { system: "optional", staff: "optional" } },
  { from: "pending", to: "cancelled", actors: { staff: "required", customer: "required", system: "required" } },
  { from: "quoted", to: "cancelled", actors: { staff: "required", customer: "required", system: "required" } },
  { from: "confirmed", to: "cancelled", actors: { staff: "required", customer: "required" } },
];

const bookingLifecycle = createLifecycle("booking", BOOKING_STATUSES, BOOKING_TERMINAL_STATUSES, BOOKING_TRANSITIONS);

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isBookingTerminal(status: BookingStatus): boolean {
  return bookingLifecycle.isTerminal(status);
}

export function canTransitionBooking(from: BookingStatus, to: BookingStatus, actor: Actor): boolean {
  return bookingLifecycle.can(from, to, actor);
}

/** The moves this actor may make from `from`, for showing only the allowed actions. */
export function nextBookingStates(from: BookingStatus, actor: Actor): AllowedMove<BookingStatus>[] {
  return bookingLifecycle.next(from, actor);
}

/** The new status, or a refusal with a message key (`booking.transition.*`); the caller changes nothing on refusal. */
export function applyBookingTransition(from: BookingStatus, to: BookingStatus, actor: Actor, note?: string | null): TransitionResult<BookingStatus> {
  return bookingLifecycle.apply(from, to, actor, note);
}
