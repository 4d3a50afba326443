import { randomUUID } from "node:crypto";

/** A Riyadh wall-clock time a week ahead at 10:00, written with its offset as the booking form sends it. */
const weekAhead = () => `${new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10)}T10:00+03:00`;

/**
 * Books one leg (the demo's Jeddah airport → Makkah sedan transfer) through the public API of a
 * server started with RIHLA_BENCH_RELAXED_LIMITS=1, and returns its reference: operator tests then
 * give the leg to an operator.
 */
export async function bookLeg(url: string): Promise<{ reference: string }> {
  const res = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      productSlug: "jeddah-airport-to-makkah",
      legs: [
        { from: { type: "place", placeId: "jed-terminal-1" }, to: { type: "place", placeId: "makkah-ajyad" }, pickupAt: weekAhead(), flightNumber: "SV 1234" },
      ],
      adults: 2,
      children: 0,
      infants: 0,
      bags: 2,
      vehicleClassSlug: "sedan",
      contact: { name: "Aisha Rahman", phone: "+44 7700 900123", email: "aisha@example.com", country: "GB", language: "en" },
      captcha: "x",
    }),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { reference: string };
}
