import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { EXTRA_KINDS } from "#shared/bookings/extras";
import { PLACE_IDS } from "#shared/bookings/places";
import { startTestServer } from "#server/test-support/test-server";
import { quoteRequest, riyadhPickup, submission } from "#server/test-support/booking-payloads";

/*
 * Random quote and booking payloads against the running server (relaxed limits, so bookings get
 * past the captcha to pricing and storage): whatever arrives, the answer is never a 5xx.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
});
afterAll(async () => server.stop());

const anyText = fc.oneof(fc.string(), fc.constantFrom("", "\u0000", "x\u0000y", "\ud800", "line\r\nInjected: yes", "A".repeat(5000)));
const endpoint = fc.oneof(
  fc.record({ type: fc.constant("place"), placeId: fc.oneof(fc.constantFrom(...PLACE_IDS), anyText) }),
  fc.record({
    type: fc.constant("address"),
    address: anyText,
    lat: fc.option(fc.double(), { nil: undefined }),
    lng: fc.option(fc.double(), { nil: undefined }),
  }),
  fc.anything(),
);
const pickupAt = fc.oneof(
  fc.integer({ min: -400, max: 800 }).map((days) => riyadhPickup(days)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  anyText,
  fc.constantFrom("2026-02-30T10:00+03:00", "2027-02-20T10:00+03:00", "9999-12-31T23:59:59Z"),
);
const leg = fc.record(
  {
    from: endpoint,
    to: endpoint,
    pickupAt,
    flightNumber: fc.oneof(fc.constantFrom("SV 1234", "XY9"), anyText),
    hours: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double()),
    extras: fc.array(
      fc.record({ kind: fc.oneof(fc.constantFrom(...EXTRA_KINDS), anyText), quantity: fc.oneof(fc.integer({ min: -2, max: 120 }), fc.double()) }),
      {
        maxLength: 6,
      },
    ),
  },
  { requiredKeys: ["from", "to", "pickupAt"] },
);
const count = fc.oneof(fc.integer({ min: -3, max: 80 }), fc.double(), anyText);
const trip = {
  productSlug: fc.oneof(fc.constantFrom("jeddah-airport-to-makkah", "hourly-driver", "umrah-transport-package", "nope"), anyText),
  legs: fc.oneof(fc.array(leg, { maxLength: 8 }), fc.anything()),
  adults: count,
  children: count,
  infants: count,
  bags: count,
  vehicleClassSlug: fc.oneof(fc.constantFrom("sedan", "suv", "bus", "tank"), anyText),
};
/** A valid submission with one field replaced by something random: gets deep into pricing and storage. */
const mutated = <T extends object>(base: () => T) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(base())), fc.oneof(fc.anything(), anyText, count), fc.boolean())
    .map(([key, value, keep]) => (keep ? base() : { ...base(), [key]: value }));
const quote = fc.oneof(
  mutated(() => quoteRequest()),
  fc.record(trip, { requiredKeys: ["productSlug", "legs", "adults"] }),
  fc.anything(),
);
const contact = fc.record({
  name: anyText,
  phone: fc.oneof(fc.constantFrom("+447700900123", "0501234567", "٠٥٠١٢٣٤٥٦٧"), anyText),
  whatsapp: fc.oneof(fc.boolean(), fc.anything()),
  email: fc.oneof(fc.emailAddress(), anyText),
  country: fc.oneof(fc.constantFrom("SA", "GB", "pk"), anyText),
  language: fc.oneof(fc.constantFrom("en", "ar"), anyText),
  notes: anyText,
});
const booking = fc.oneof(
  mutated(() => submission({ contact: { ...submission().contact, phone: `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` } })),
  fc.record(
    {
      ...trip,
      contact: fc.oneof(contact, fc.anything()),
      captcha: anyText,
      quoteToken: fc.oneof(anyText, fc.constant(`v1.9999999999.25000.${"A".repeat(43)}`)),
    },
    {
      requiredKeys: ["productSlug", "legs", "adults", "contact", "vehicleClassSlug"],
    },
  ),
  fc.anything(),
);
const idempotencyKey = fc.oneof(fc.uuid(), fc.constantFrom("short", "a".repeat(129), "same-key-for-many-1234"), fc.string());

const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? "" : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
};
const safeHeader = (value: string) => value.replace(/[^\x20-\x7e]/g, "");

describe("random payloads never cause a 5xx", () => {
  it("POST /api/quotes", async () => {
    await fc.assert(
      fc.asyncProperty(quote, async (body) => {
        expect(await send("/api/quotes", body)).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("POST /api/bookings", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(booking, idempotencyKey, async (body, key) => {
        const status = await send("/api/bookings", body, { "Idempotency-Key": safeHeader(key) });
        statuses.add(status);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    // The run reached storage (201), the replay/reuse rules and validation, not only the first check.
    expect(statuses).toContain(201);
    expect(statuses).toContain(400);
  });
});
