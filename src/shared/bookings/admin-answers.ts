import type { AdminBookingRow, AdminJobRow, TimelineEntry } from "./api-contract";
import type { BookingSource, PaymentStatus } from "./booking-kinds";
import type { BookingStatus } from "./booking-lifecycle";
import type { LegEndpoint } from "./booking-leg.schema";
import type { JobStatus } from "./job-lifecycle";
import type { PriceBreakdown } from "./pricing";
import type { QuoteAdjustment } from "./quote-adjustments";
import type { LocalizedText } from "../i18n/localized-text";
import type { Language } from "../i18n/languages";

/** What needs staff action now (the tracker's counters). */
export interface AdminActionCounts {
  pending: number;
  quoted: number;
  overdue: number;
  unconfirmedSoon: number;
  cancellationRequested: number;
  /** Legs that still need an operator (#shared/dispatch/needs-operator). */
  withoutOperator: number;
}

/** GET /api/admin/bookings */
export interface AdminBookingsAnswer {
  rows: AdminBookingRow[];
  total: number;
  counts: AdminActionCounts;
}

/** GET /api/admin/jobs */
export interface AdminJobsAnswer {
  rows: AdminJobRow[];
  total: number;
}

/** A timeline entry as staff see it: with the staff member's name and any data (e.g. the old and new price). */
export interface AdminTimelineEntry extends TimelineEntry {
  id: number;
  source: string;
  staffName: string | null;
  data: Record<string, unknown> | null;
}

export interface AdminLeg {
  id: number;
  legIndex: number;
  status: JobStatus;
  pickupAt: string;
  from: LegEndpoint;
  to: LegEndpoint;
  flightNumber: string | null;
  hours: number | null;
  extras: { kind: string; quantity: number }[];
  vehicleClass: { slug: string; name: LocalizedText };
  priceHalalas: number;
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string } | null;
  timeline: AdminTimelineEntry[];
}

/** The actions the booking's state allows staff now (from the transition table); the screen shows only these. */
export interface AdminBookingActions {
  quote: boolean;
  confirm: boolean;
  cancel: boolean;
  complete: boolean;
  edit: boolean;
  payment: boolean;
  note: boolean;
  resendLink: boolean;
  reissueLink: boolean;
}

/** GET /api/admin/bookings/:id */
export interface AdminBookingDetail {
  id: number;
  reference: string;
  status: BookingStatus;
  source: BookingSource;
  paymentStatus: PaymentStatus;
  version: number;
  language: Language;
  customer: { name: string; phone: string; whatsapp: boolean; email: string | null; country: string; language: string };
  product: { slug: string; name: LocalizedText };
  vehicleClass: { slug: string; name: LocalizedText };
  adults: number;
  children: number;
  infants: number;
  bags: number;
  notes: string | null;
  breakdown: PriceBreakdown;
  totalHalalas: number;
  /** The staff quote: its lines beside the trip's breakdown (they add up to the total) and the internal reason. */
  quoted: { totalHalalas: number; reason: string | null; adjustments: QuoteAdjustment[] } | null;
  cancelReason: string | null;
  cancellationRequestedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  legs: AdminLeg[];
  timeline: AdminTimelineEntry[];
  /** Internal notes (kind "note"), newest first; never shown to the customer. */
  notes_internal: AdminTimelineEntry[];
  actions: AdminBookingActions;
  attention: AdminBookingRow["attention"];
  link: { active: boolean; expiresAt: string | null; lastUsedAt: string | null };
}
