import type { LocalizedText } from "../i18n/localized-text";

/** What the booking form's review tells a customer before they send (site settings on /admin/configurations). */
export interface BookingTerms {
  /** Customers may cancel on their own until this many hours before the pickup. */
  cancellationCutoffHours: number;
  /** How the customer pays, one sentence per language. */
  paymentMethod: LocalizedText;
}
