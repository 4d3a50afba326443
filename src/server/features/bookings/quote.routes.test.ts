import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "#server/db/schema/bookings";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { products } from "#server/db/schema/products";
import { rateLimits } from "#server/db/schema/rate-limits";
import { startTestServer } from "#server/test-support/test-server";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import { quoteRequest, riyadhPickup } from "#server/test-support/booking-payloads";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/quotes`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("POST /api/quotes", () => {
  it("prices every class that fits, VAT included, each with a quote token, and stores nothing", async () => {
    const res = await post(quoteRequest());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as QuoteResponse;
    expect(body.productSlug).toBe("jeddah-airport-to-makkah");
    expect(body.options.map((o) => o.vehicleClassSlug)).toEqual(["sedan", "suv", "van", "minibus", "coaster", "bus"]);
    const sedan = body.options[0]!;
    expect(sedan.breakdown.totalHalalas).toBe(25_000);
    expect(sedan.breakdown.vatHalalas).toBe(3_261);
    expect(sedan.quoteToken).toMatch(/^v1\.\d+\.25000\.[A-Za-z0-9_-]{43}$/);
    expect(body.extras.map((e) => [e.kind, e.priceHalalas])).toEqual([
      ["child_seat", 3000],
      ["meet_greet_sign", 5000],
      ["extra_stop", 4000],
      ["extra_waiting_hour", 6000],
    ]);
    expect(await server.database.db.select().from(bookings)).toHaveLength(0);
  });

  it("offers only the classes that seat the party and carry its bags", async () => {
    const body = (await (await post(quoteRequest({ adults: 4, children: 2, infants: 1, bags: 5 }))).json()) as QuoteResponse;
    expect(body.options.map((o) => o.vehicleClassSlug)).toEqual(["van", "minibus", "coaster", "bus"]);
  });

  it("prices one class when asked, with extras and per-hour minimums", async () => {
    const legs = [
      {
        ...quoteRequest().legs[0]!,
        extras: [
          { kind: "child_seat", quantity: 2 },
          { kind: "meet_greet_sign", quantity: 1 },
        ],
      },
    ];
    const body = (await (await post(quoteRequest({ vehicleClassSlug: "suv", legs }))).json()) as QuoteResponse;
    expect(body.options).toHaveLength(1);
    expect(body.options[0]!.breakdown.totalHalalas).toBe(40_000 + 6_000 + 5_000);

    const hourly = quoteRequest({
      productSlug: "hourly-driver",
      vehicleClassSlug: "sedan",
      legs: [{ from: { type: "place", placeId: "makkah-ajyad" }, to: { type: "place", placeId: "makkah-ajyad" }, pickupAt: riyadhPickup(5), hours: 2 }],
    });
    const hourlyBody = (await (await post(hourly)).json()) as QuoteResponse;
    expect(hourlyBody.options[0]!.breakdown.legs[0]).toMatchObject({ billedHours: 3, totalHalalas: 27_000 });
    // The card says "3 hours minimum": the minimum travels with the option; a price per trip has none.
    expect(hourlyBody.options[0]!.minimumHours).toBe(3);
    expect(body.options[0]!.minimumHours).toBeNull();
  });

  it("applies the demo season's multiplier on a pickup inside it", async () => {
    const legs = [{ ...quoteRequest().legs[0]!, pickupAt: "2027-02-20T10:00+03:00" }];
    const [season] = await server.database.db.select().from(seasons);
    expect(season).toMatchObject({ multiplierBasisPoints: 12_500, demo: true });
    const res = await post(quoteRequest({ vehicleClassSlug: "sedan", legs }));
    // Far enough ahead only until early 2027; the rule itself is covered by the shared pricing tests.
    if (res.status === 200) expect(((await res.json()) as QuoteResponse).options[0]!.breakdown.totalHalalas).toBe(31_300);
    else expect(res.status).toBe(400);
  });

  const refusals: [string, Record<string, unknown>, string, string, string][] = [
    ["an unknown product", { productSlug: "no-such-service" }, "productSlug", "Please choose a service.", "booking.product.invalid"],
    [
      "a class not sold with the product",
      {
        productSlug: "hourly-driver",
        vehicleClassSlug: "bus",
        legs: [{ from: { type: "place", placeId: "makkah-ajyad" }, pickupAt: riyadhPickup(5), hours: 4 }],
      },
      "vehicleClassSlug",
      "This vehicle is not offered for this service.",
      "booking.vehicleClass.unavailable",
    ],
    [
      "a class too small",
      { vehicleClassSlug: "sedan", adults: 5 },
      "vehicleClassSlug",
      "This vehicle is too small for your party and luggage; please choose a larger one.",
      "booking.vehicleClass.tooSmall",
    ],
    [
      "a past pickup",
      { legs: [{ ...quoteRequest().legs[0]!, pickupAt: "2024-01-01T10:00+03:00" }] },
      "legs.0.pickupAt",
      "This time has already passed; please choose a later one.",
      "booking.pickup.past",
    ],
    [
      "a pickup inside the lead time",
      { legs: [{ ...quoteRequest().legs[0]!, pickupAt: new Date(Date.now() + 2 * 3_600_000).toISOString() }] },
      "legs.0.pickupAt",
      "The pickup must be at least 6 hours from now.",
      "booking.pickup.tooSoon",
    ],
  ];
  it.each(refusals)("refuses %s with a 400 naming the field", async (_name, overrides, field, message, code) => {
    const res = await post(quoteRequest(overrides));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, code, fieldErrors: { [field]: message } });
  });

  it("answers in Arabic for an Arabic visitor, and refuses a price field or bad JSON", async () => {
    const res = await post(quoteRequest({ productSlug: "no-such-service" }), { "Accept-Language": "ar-SA,ar;q=0.9" });
    expect((await res.json()).error).toBe("يُرجى اختيار الخدمة.");
    const priced = await post({ ...quoteRequest(), price: 1 });
    expect(priced.status).toBe(400);
    expect((await priced.json()).fieldErrors).toEqual({ price: "“price” is not accepted." });
    const notJson = await fetch(`${server.url}/api/quotes`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("refuses an inactive product and an inactive extra", async () => {
    const db = server.database.db;
    // These edits stand for staff's (admin products bumps the catalogue signal after each write).
    const edit = async (write: Promise<unknown>) => {
      await write;
      server.catalogueChanged.notify();
    };
    await edit(db.update(extras).set({ active: false }).where(eq(extras.kind, "extra_stop")));
    const legs = [{ ...quoteRequest().legs[0]!, extras: [{ kind: "extra_stop", quantity: 1 }] }];
    const res = await post(quoteRequest({ legs }));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ "legs.0.extras.0.kind": "This extra is not available for this trip." });
    await edit(db.update(extras).set({ active: true }).where(eq(extras.kind, "extra_stop")));

    await edit(db.update(products).set({ active: false }).where(eq(products.slug, "makkah-to-madinah")));
    const inactive = await post(
      quoteRequest({ productSlug: "makkah-to-madinah", legs: [{ ...legs[0]!, extras: [], from: { type: "place", placeId: "makkah-ajyad" } }] }),
    );
    expect((await inactive.json()).code).toBe("booking.product.unavailable");
    await edit(db.update(products).set({ active: true }).where(eq(products.slug, "makkah-to-madinah")));
  });

  it("is limited per address (generously)", async () => {
    await server.database.db.delete(rateLimits);
    await server.database.db.insert(rateLimits).values({ key: "quotes:127.0.0.1", count: 10_000, windowStartedAt: new Date() });
    const res = await post(quoteRequest());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    await server.database.db.delete(rateLimits);
    expect((await post(quoteRequest())).status).toBe(200);
  });
});
