import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, jobs } from "#server/db/schema/bookings";
import { startTestServer } from "#server/test-support/test-server";
import { solvedCaptcha } from "#server/test-support/staff-client";
import type { BookingCreatedResponse, PublicBookingView, QuoteResponse } from "#shared/bookings/api-contract";
import { quoteRequest, riyadhPickup, submission } from "#server/test-support/booking-payloads";

/*
 * The route rule (issue "Bookings as pilgrims and dispatchers found them", item 1): a leg is priced
 * by the route of the service that serves it, and a pair no route of the chosen service serves is
 * refused with a 422 naming the places, in the visitor's language. Demo routes: content/products.json.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const quote = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/quotes`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const book = (body: unknown) =>
  fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(body),
  });
const place = (placeId: string) => ({ type: "place", placeId });
const sedanTotal = async (res: Response) => ((await res.json()) as QuoteResponse).options.find((o) => o.vehicleClassSlug === "sedan")?.breakdown.totalHalalas;

describe("routes and route prices", () => {
  it("refuses Jeddah airport → Madinah on the Makkah transfer (it was priced SAR 250), in English and Arabic, on the To field", async () => {
    const legs = [{ ...quoteRequest().legs[0]!, to: place("madinah-markaziyah") }];
    const res = await quote(quoteRequest({ legs }));
    expect(res.status).toBe(422);
    const english = "This service does not go from Jeddah airport to Madinah. Choose places this service serves, or the service that makes this trip.";
    expect(await res.json()).toEqual({ error: english, code: "booking.route.unserved", fieldErrors: { "legs.0.to": english } });
    const arabic = await quote(quoteRequest({ legs }), { "Accept-Language": "ar" });
    expect(arabic.status).toBe(422);
    expect((await arabic.json()).error).toBe(
      "هذه الخدمة لا تعمل من مطار جدة إلى المدينة المنورة. اختر أماكن تخدمها هذه الخدمة، أو الخدمة التي تقدّم هذه الرحلة.",
    );
  });

  it("refuses the unserved pair at booking too, storing nothing, in the contact's language", async () => {
    const before = (await server.database.db.select().from(bookings)).length;
    const legs = [{ ...quoteRequest().legs[0]!, to: place("madinah-quba") }];
    const res = await book(submission({ legs, captcha: await solvedCaptcha(server), contact: { ...submission().contact, language: "ar" } }));
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/^هذه الخدمة لا تعمل من مطار جدة إلى المدينة المنورة/);
    expect(await server.database.db.select().from(bookings)).toHaveLength(before);
  });

  it("prices each leg by its own route: Makkah → Madinah at SAR 650, the Makkah transfer both ways at SAR 250", async () => {
    const intercity = quoteRequest({
      productSlug: "makkah-to-madinah",
      legs: [{ from: place("makkah-ajyad"), to: place("madinah-quba"), pickupAt: riyadhPickup(7) }],
    });
    expect(await sedanTotal(await quote(intercity))).toBe(65_000);
    const back = quoteRequest({ legs: [{ from: place("makkah-kudai"), to: place("jed-north-terminal"), pickupAt: riyadhPickup(7) }] });
    expect(await sedanTotal(await quote(back))).toBe(25_000);
    // The package runs one way only (arrive at Jeddah, leave from Madinah airport).
    const reversed = quoteRequest({
      productSlug: "umrah-transport-package",
      legs: [{ from: place("med-airport"), to: place("jed-terminal-1"), pickupAt: riyadhPickup(7), flightNumber: "SV 12" }],
    });
    expect((await quote(reversed)).status).toBe(422);
  });

  it("takes a typed address in the city the customer chose, and asks for that city", async () => {
    const toAddress = (zone?: string) => [
      { ...quoteRequest().legs[0]!, to: { type: "address", address: "Hilton Suites, Jabal Omar", ...(zone ? { zone } : {}) } },
    ];
    expect(await sedanTotal(await quote(quoteRequest({ legs: toAddress("makkah") })))).toBe(25_000);
    expect((await quote(quoteRequest({ legs: toAddress("madinah") }))).status).toBe(422);
    const noCity = await quote(quoteRequest({ legs: toAddress() }));
    expect(noCity.status).toBe(400);
    expect((await noCity.json()).fieldErrors).toEqual({
      "legs.0.to.zone": "Please choose the city your address is in: it sets the route and its price.",
    });
  });

  it("prices a tour and an hourly hire by their start place, without a destination, and refuses a start they do not serve", async () => {
    const tour = quoteRequest({ productSlug: "makkah-ziyarat-tour", legs: [{ from: place("makkah-misfalah"), pickupAt: riyadhPickup(7) }] });
    expect(await sedanTotal(await quote(tour))).toBe(20_000);
    const elsewhere = await quote(quoteRequest({ productSlug: "makkah-ziyarat-tour", legs: [{ from: place("madinah-quba"), pickupAt: riyadhPickup(7) }] }));
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({
      error: "This service does not start from Madinah. Choose a start place this service serves.",
      fieldErrors: { "legs.0.from": "This service does not start from Madinah. Choose a start place this service serves." },
    });
    const hourly = quoteRequest({ productSlug: "hourly-driver", legs: [{ from: place("jeddah-city"), pickupAt: riyadhPickup(7), hours: 5 }] });
    expect(await sedanTotal(await quote(hourly))).toBe(45_000);
    const twoLegs = quoteRequest({
      productSlug: "makkah-ziyarat-tour",
      legs: [
        { from: place("makkah-ajyad"), pickupAt: riyadhPickup(7) },
        { from: place("makkah-ajyad"), pickupAt: riyadhPickup(8) },
      ],
    });
    const refused = await quote(twoLegs);
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe("booking.legs.single");
  });

  it("asks a transfer for its destination", async () => {
    const res = await quote(quoteRequest({ legs: [{ ...quoteRequest().legs[0]!, to: undefined }] }));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ "legs.0.to": "Please choose where the trip goes." });
  });

  it("stores an hourly hire's plan, and its leg ending where it starts", async () => {
    const legs = [{ from: place("madinah-quba"), pickupAt: riyadhPickup(9), hours: 4, plan: "Uhud, then the date market" }];
    const res = await book(submission({ productSlug: "hourly-driver", legs, captcha: await solvedCaptcha(server) }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as BookingCreatedResponse;
    expect(created.breakdown.totalHalalas).toBe(36_000);
    const [booking] = await server.database.db.select().from(bookings).where(eq(bookings.reference, created.reference));
    const [leg] = await server.database.db.select().from(jobs).where(eq(jobs.bookingId, booking!.id));
    expect(leg).toMatchObject({ hours: 4, plan: "Uhud, then the date market", pickup: legs[0]!.from, dropoff: legs[0]!.from });
    // The customer's link reads its start and plan, not a "To" equal to the start.
    const view = (await (await fetch(`${server.url}${created.bookingPath}`.replace("/booking-info/", "/api/booking-info/"))).json()) as PublicBookingView;
    expect(view.legs[0]).toMatchObject({ from: legs[0]!.from, to: null, hours: 4, plan: "Uhud, then the date market" });
  });
});
