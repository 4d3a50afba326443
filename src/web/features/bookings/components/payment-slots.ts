import type { ComponentType, ReactNode } from "react";
import type { Language } from "#shared/i18n/languages";

/**
 * Online payment's parts of the booking pages (issue 25), handed in by the routes as lazily
 * loaded components: the bookings feature never imports the payments feature, and a page
 * without online payment never fetches their code.
 */
export interface BookingPaymentSlots {
  /** /book's review: what is paid now and later for this product and total; `fallback` is today's "Nothing is paid now". */
  ReviewTerms?: ComponentType<{ productSlug: string; totalHalalas: number; language: Language; fallback: ReactNode }>;
  /** The screen after booking: pay the deposit (or in full) now. */
  PayNow?: ComponentType<{ token: string; language: Language }>;
  /** The booking page: each payment, what remains, pay the balance; `returned` after the provider sent the customer back. */
  Section?: ComponentType<{ token: string; language: Language; returned: boolean }>;
  /** Inside the cancel dialog, once opened: what would be refunded. */
  RefundNote?: ComponentType<{ token: string; language: Language; open: boolean }>;
}

/** The booking link's token from its path ("/ar/booking-info/<token>"). */
export const tokenOfPath = (path: string) => path.split("/").filter(Boolean).at(-1) ?? "";
