import type { BookingSubmissionInput, QuoteRequestInput } from "#shared/bookings/booking.schema";

/** A Riyadh wall-clock time `days` from now at `hour`:00, written with its offset as the form sends it. */
export function riyadhPickup(days: number, hour = 10): string {
  const at = new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00+03:00`;
}

/** A quote for the demo's Jeddah airport → Makkah transfer: two adults, two bags, a week ahead. */
/** Overrides are loose on purpose: tests also send what the schema refuses. */
export function quoteRequest(overrides: Record<string, unknown> = {}): QuoteRequestInput {
  return {
    productSlug: "jeddah-airport-to-makkah",
    legs: [
      {
        from: { type: "place", placeId: "jed-terminal-1" },
        to: { type: "place", placeId: "makkah-ajyad" },
        pickupAt: riyadhPickup(7),
        flightNumber: "SV 1234",
      },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    bags: 2,
    ...overrides,
  } as QuoteRequestInput;
}

/** A submission for the same trip in a sedan (captcha to be filled by the test). */
export function submission(overrides: Record<string, unknown> = {}): BookingSubmissionInput {
  return {
    ...quoteRequest(),
    vehicleClassSlug: "sedan",
    contact: { name: "Aisha Rahman", phone: "+44 7700 900123", email: "aisha@example.com", country: "GB", language: "en" },
    captcha: "x",
    ...overrides,
  } as BookingSubmissionInput;
}
