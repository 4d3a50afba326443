/** Booking references: "RH-" + year + "-" + a six-digit sequence (issue 11), e.g. RH-2026-000123. */
export const BOOKING_REFERENCE_PATTERN = /^RH-(\d{4})-(\d{6})$/;
export const BOOKING_SEQUENCE_MAX = 999_999;

export interface BookingReferenceParts {
  year: number;
  sequence: number;
}

export function formatBookingReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`booking reference: bad year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > BOOKING_SEQUENCE_MAX) throw new RangeError(`booking reference: bad sequence ${sequence}`);
  return `RH-${year}-${String(sequence).padStart(6, "0")}`;
}

/** Reads a reference as typed by a customer (any case, spaces around), or null. */
export function parseBookingReference(input: string): BookingReferenceParts | null {
  const match = BOOKING_REFERENCE_PATTERN.exec(input.trim().toUpperCase());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 2000 || sequence < 1) return null;
  return { year, sequence };
}

/** The canonical form of a typed reference ("rh-2026-000123 " → "RH-2026-000123"), or null. */
export function normaliseBookingReference(input: string): string | null {
  const parts = parseBookingReference(input);
  return parts ? formatBookingReference(parts.year, parts.sequence) : null;
}
