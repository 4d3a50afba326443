import type { QuoteAdjustment } from "./quote-adjustments";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { BookingSource, PaymentStatus } from "./booking-kinds";
import type { BookingStatus } from "./booking-lifecycle";
import type { ConfirmationPromise } from "./confirmation-promise";
import type { LegEndpoint } from "./booking-leg.schema";
import type { CustomerLegState } from "./customer-states";
import type { ExtraKind } from "./extras";
import type { JobStatus } from "./job-lifecycle";
import type { Actor } from "./lifecycle";
import type { PriceBreakdown } from "./pricing";

/*
 * The bookings HTTP contract: what the server answers and the screens read. Request bodies are the
 * zod schemas beside this file (booking.schema.ts); errors are #shared/api/api-error ApiErrorBody,
 * whose `error` and `fieldErrors` are sentences in the visitor's language (Accept-Language or the
 * body's contact.language), and whose `code` is the message key where the screen must react.
 */

/** One vehicle class offered for the trip, priced. Only classes that fit the party and bags are listed. */
export interface QuoteOption {
  vehicleClassSlug: string;
  name: LocalizedText;
  passengers: number;
  bags: number;
  breakdown: PriceBreakdown;
  /**
   * Signed by the server (HMAC over the request and the total, short expiry). Sent back with the
   * submission so the server can tell whether the price changed since the customer saw it.
   */
  quoteToken: string;
  /** Hourly hire: the fewest hours billed ("per hour, 4 hours minimum"); null for a price per trip. */
  minimumHours?: number | null;
}

/** 200 from POST /api/quotes (no side effect). */
export interface QuoteResponse {
  productSlug: string;
  options: QuoteOption[];
  /** The extras on offer and their unit prices (halalas, VAT included). */
  extras: { kind: ExtraKind; name: LocalizedText; priceHalalas: number }[];
}

/** 201 from POST /api/bookings (and 200 with the same body when the same Idempotency-Key repeats). */
export interface BookingCreatedResponse {
  reference: string;
  status: BookingStatus;
  /** Site-relative link with the customer's token, in the customer's language: "/booking-info/<token>" or "/ar/booking-info/<token>". */
  bookingPath: string;
  breakdown: PriceBreakdown;
  /** "We will confirm within N hours": confirmation.withinHours (kept for older readers). */
  confirmWithinHours: number;
  /** The promise of the confirmation screen: the setting, never beyond the first pickup; callNow when the pickup is sooner. */
  confirmation: ConfirmationPromise;
  /** What was booked, for the confirmation screen to repeat (the tab forgets the form once booked). */
  trip: BookedTrip;
}

/** The trip as the customer sent it, with the names of what they chose (null when the product or class is gone from the catalogue). */
export interface BookedTrip {
  productName: LocalizedText | null;
  vehicleName: LocalizedText | null;
  /** `to` is null for a tour or an hourly hire (they start at `from` and come back). */
  legs: { pickupAt: string; from: LegEndpoint; to: LegEndpoint | null; flightNumber: string | null; hours: number | null }[];
  adults: number;
  children: number;
  infants: number;
  bags: number;
  /** The customer's own notes, echoed back. */
  notes: string | null;
}

/**
 * 409 from POST /api/bookings when the price differs from the quote (or the quote token is not
 * valid: forged, altered or for another trip): the new breakdown to show before confirming again.
 */
export interface PriceChangedResponse {
  error: string;
  code: "booking.price.changed" | "booking.quote.invalid";
  breakdown: PriceBreakdown;
  quoteToken: string;
}

export interface PublicLeg {
  legIndex: number;
  /** The leg's state in the customer's terms (customer-states.ts), never the internal job status. */
  state: CustomerLegState;
  /** ISO UTC; shown in Asia/Riyadh. */
  pickupAt: string;
  from: LegEndpoint;
  /** null for a tour or an hourly hire: it starts at `from` and brings the customer back. */
  to: LegEndpoint | null;
  flightNumber: string | null;
  hours: number | null;
  /** Hourly hire: the customer's own plan, as typed. */
  plan: string | null;
  extras: { kind: ExtraKind; quantity: number }[];
  vehicleClass: { slug: string; name: LocalizedText };
  /** Once the leg is confirmed by its operator (dispatch issue): the driver's first name and phone, the vehicle. */
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string; colour: string | null } | null;
  /** Once the leg has started (tracking issue). */
  trackingPath: string | null;
}

export interface TimelineEntry {
  at: string;
  kind: string;
  actor: Actor;
  fromStatus: string | null;
  toStatus: string | null;
  /** Only the customer's own words (a reason they gave when cancelling); staff notes are internal. */
  note: string | null;
}

/** GET /api/booking-info/:token — the customer's view (no internal notes, no staff names). */
export interface PublicBookingView {
  reference: string;
  status: BookingStatus;
  product: { slug: string; name: LocalizedText };
  adults: number;
  children: number;
  infants: number;
  bags: number;
  legs: PublicLeg[];
  breakdown: PriceBreakdown;
  /** The total to pay: a staff quote when there is one, else the breakdown's total. */
  totalHalalas: number;
  /** A staff quote: the lines beside the trip's breakdown (they add up to the total); the staff's reason is never here. */
  quoted: { totalHalalas: number; adjustments: QuoteAdjustment[] } | null;
  paymentStatus: PaymentStatus;
  contact: { name: string; phone: string; email: string | null; language: Language };
  timeline: TimelineEntry[];
  /** What the customer may do now. */
  actions: { accept: boolean; cancel: boolean; requestCancellation: boolean };
  /** ISO time until which cancelling is free, or null when already past / not applicable. */
  freeCancellationUntil: string | null;
  cancellationRequested: boolean;
}

/**
 * A booking's money that needs staff (#server/db/booking-money.ts), only while the booking is not
 * cancelled or completed and not recorded as paid by staff (#shared/payments/balance-due.ts).
 */
export interface BookingPaymentAttention {
  /** The latest online payment attempt failed, so nothing was paid since. */
  paymentFailed: boolean;
  /** A deposit was paid online, something remains, and the balance due time (the product's hours before the first pickup) has passed. */
  balanceOverdue: boolean;
}

/** GET /api/admin/bookings rows. */
export interface AdminBookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  source: BookingSource;
  paymentStatus: PaymentStatus;
  customer: { name: string; phone: string };
  product: { slug: string; name: LocalizedText };
  vehicleClass: { slug: string; name: LocalizedText };
  firstPickupAt: string;
  legs: number;
  totalHalalas: number;
  createdAt: string;
  /** Pickup passed and not completed/cancelled, or pending/quoted with the pickup within 24 hours. */
  attention: "overdue" | "unconfirmed_soon" | null;
  /**
   * Online payment's marks (issue 25): the last payment attempt failed, or the balance is past due
   * and unpaid. Both false for a booking without online payments. Optional for older servers.
   */
  paymentAttention?: BookingPaymentAttention | null;
}

/** GET /api/admin/jobs rows (one per leg), for Today, Upcoming, Board and Calendar. */
export interface AdminJobRow {
  id: number;
  bookingId: number;
  reference: string;
  legIndex: number;
  status: JobStatus;
  bookingStatus: BookingStatus;
  pickupAt: string;
  from: LegEndpoint;
  to: LegEndpoint;
  flightNumber: string | null;
  vehicleClass: { slug: string; name: LocalizedText };
  customer: { name: string; phone: string };
  passengers: number;
  attention: "overdue" | "unconfirmed_soon" | null;
  /** The operator asked to do the leg (from `assigned` on), null before. */
  operatorName: string | null;
  /** Dispatch's red mark (#shared/dispatch ATTENTION_REASONS): the operator did not confirm in time, or declined. */
  dispatchAttention: "no_answer" | "declined" | null;
}
