import type { LocalizedText } from "#shared/i18n/localized-text";

/**
 * Why a bookings request is refused: an HTTP status, a message key of #shared/bookings/booking-messages
 * (the routes write it in the visitor's language), the field it concerns, and the count its text needs.
 */
export interface Refusal {
  ok: false;
  status: 400 | 404 | 409 | 422 | 429;
  key: string;
  /** "legs.0.pickupAt"; absent for a refusal of the whole request. */
  path?: string;
  count?: number;
  /** A route refusal's places (zones), written into its sentence in the reader's language. */
  names?: { from: LocalizedText; to?: LocalizedText };
}

export function refuse(status: Refusal["status"], key: string, path?: string, count?: number): Refusal {
  return { ok: false, status, key, ...(path === undefined ? {} : { path }), ...(count === undefined ? {} : { count }) };
}
