import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingEvents, bookings, customers, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { productPrices } from "#server/db/schema/product-prices";
import { rateLimits } from "#server/db/schema/rate-limits";
import { sha256Hex } from "#server/platform/auth/tokens";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, solvedCaptcha } from "#server/test-support/staff-client";
import { DEFAULT_SITE_SETTINGS } from "#shared/settings/site-settings.schema";
import type { BookingCreatedResponse, PriceChangedResponse, QuoteResponse } from "#shared/bookings/api-contract";
import { quoteRequest, riyadhPickup, submission } from "#server/test-support/booking-payloads";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

const key = () => randomUUID();
const post = (body: unknown, idempotencyKey: string | null = key(), headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}), ...headers },
    body: JSON.stringify(body),
  });
const quoteFor = async (overrides: Record<string, unknown> = {}) =>
  (
    (await (
      await fetch(`${server.url}/api/quotes`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(quoteRequest({ vehicleClassSlug: "sedan", ...overrides })),
      })
    ).json()) as QuoteResponse
  ).options[0]!;
const count = async (table: typeof bookings | typeof jobs | typeof outboxMessages | typeof customers) => (await server.database.db.select().from(table)).length;

describe("POST /api/bookings", () => {
  it("stores the booking, its legs as unassigned jobs, the first events, a hashed link and the messages, and answers 201", async () => {
    const option = await quoteFor();
    const legs = [
      quoteRequest().legs[0]!,
      // The way back, which the Jeddah airport ↔ Makkah route serves both ways at the same price.
      { from: { type: "place", placeId: "makkah-ajyad" }, to: { type: "place", placeId: "jed-terminal-1" }, pickupAt: riyadhPickup(10) },
    ];
    const res = await post(submission({ legs, quoteToken: undefined, captcha: await solvedCaptcha(server) }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as BookingCreatedResponse;
    expect(body.reference).toMatch(/^RH-\d{4}-\d{6}$/);
    expect(body).toMatchObject({ status: "pending", confirmWithinHours: 4, confirmation: { withinHours: 4, callNow: false } });
    // The confirmation repeats the trip as sent, with the names of what was chosen.
    expect(body.trip).toMatchObject({
      productName: { en: expect.stringMatching(/Jeddah/) },
      vehicleName: { en: "Sedan" },
      adults: 2,
      bags: 2,
      legs: [
        { pickupAt: legs[0]!.pickupAt, from: legs[0]!.from, flightNumber: "SV1234" },
        { pickupAt: legs[1]!.pickupAt, to: legs[1]!.to },
      ],
    });
    expect(body.breakdown.totalHalalas).toBe(2 * option.breakdown.totalHalalas);
    const token = body.bookingPath.replace("/booking-info/", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = server.database.db;
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, body.reference));
    expect(booking).toMatchObject({ status: "pending", source: "web", adults: 2, bags: 2, totalHalalas: 50_000, language: "en" });
    const legRows = await db.select().from(jobs).where(eq(jobs.bookingId, booking!.id)).orderBy(jobs.legIndex);
    expect(legRows.map((j) => [j.legIndex, j.status, j.priceHalalas, j.flightNumber])).toEqual([
      [0, "unassigned", 25_000, "SV1234"],
      [1, "unassigned", 25_000, null],
    ]);
    expect(await db.select().from(jobEvents).where(eq(jobEvents.jobId, legRows[0]!.id))).toHaveLength(1);
    expect(await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id))).toMatchObject([
      { kind: "status", actor: "customer", toStatus: "pending", source: "web" },
    ]);
    const [link] = await db.select().from(tokenLinks).where(eq(tokenLinks.bookingId, booking!.id));
    expect(link).toMatchObject({ purpose: "booking", tokenHash: sha256Hex(token), revokedAt: null });
    expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.parse(legs[1]!.pickupAt) + 364 * 86_400_000);
    const [customer] = await db.select().from(customers).where(eq(customers.id, booking!.customerId));
    expect(customer).toMatchObject({ name: "Aisha Rahman", phone: "+447700900123", email: "aisha@example.com", country: "GB", language: "en" });
    const messages = (await db.select().from(outboxMessages)).filter((m) => m.body.includes(body.reference));
    expect(messages.map((m) => [m.channel, m.recipient, m.template, m.status])).toEqual([
      ["email", "aisha@example.com", "booking.created", "queued"],
      ["whatsapp", "+447700900123", "booking.created", "queued"],
    ]);
    for (const message of messages) expect(message.body).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/booking-info/${token}`));
  });

  it("never promises a confirmation later than the pickup: a pickup inside the promised hours is told to call now", async () => {
    const { client: admin } = await signedInAdmin(server);
    const saveSite = async (site: Partial<typeof DEFAULT_SITE_SETTINGS>) =>
      expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...DEFAULT_SITE_SETTINGS, ...site })).status).toBe(200);
    await saveSite({ confirmWithinHours: 72 });
    try {
      const legs = [{ ...quoteRequest().legs[0]!, pickupAt: riyadhPickup(1) }];
      const res = await post(submission({ legs, contact: { ...submission().contact, notes: "Wheelchair, please" }, captcha: await solvedCaptcha(server) }));
      expect(res.status).toBe(201);
      const body = (await res.json()) as BookingCreatedResponse;
      const hoursLeft = Math.floor((Date.parse(legs[0]!.pickupAt) - Date.now()) / 3_600_000);
      expect(body.confirmation.callNow).toBe(true);
      expect(body.confirmation.withinHours).toBeLessThanOrEqual(hoursLeft);
      expect(body.confirmation.withinHours).toBeGreaterThanOrEqual(hoursLeft - 1);
      expect(body.trip.notes).toBe("Wheelchair, please");
    } finally {
      await saveSite({});
    }
  });

  it("answers the same booking (200, same body, no second row) for a retry with the same key, even concurrent ones", async () => {
    const idempotencyKey = key();
    const payload = submission({ captcha: await solvedCaptcha(server) });
    const before = await count(bookings);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(payload, idempotencyKey)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const again = await post(payload, idempotencyKey);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(bodies[0]);
    expect(await count(bookings)).toBe(before + 1);
  });

  it("refuses the same key with another body (422) and changes nothing", async () => {
    const idempotencyKey = key();
    expect((await post(submission({ captcha: await solvedCaptcha(server) }), idempotencyKey)).status).toBe(201);
    const before = await count(bookings);
    const other = await post(submission({ adults: 1, captcha: await solvedCaptcha(server) }), idempotencyKey);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: "This request was already sent with different details; please reload the page.",
      code: "booking.idempotencyKey.reused",
    });
    expect(await count(bookings)).toBe(before);
  });

  it("answers a retry with its stored booking even when the price changed in between, and a reused key leaves the customer as stored", async () => {
    const idempotencyKey = key();
    const phone = "+44 7700 900777";
    const payload = submission({ contact: { ...submission().contact, phone }, captcha: await solvedCaptcha(server) });
    const first = await post(payload, idempotencyKey);
    expect(first.status).toBe(201);
    const stored = await first.json();
    const db = server.database.db;
    await db.update(productPrices).set({ amountHalalas: 27_000 }).where(eq(productPrices.amountHalalas, 25_000));
    server.catalogueChanged.notify();
    try {
      const retry = await post({ ...payload, captcha: await solvedCaptcha(server) }, idempotencyKey);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(stored);
    } finally {
      await db.update(productPrices).set({ amountHalalas: 25_000 }).where(eq(productPrices.amountHalalas, 27_000));
      server.catalogueChanged.notify();
    }
    const renamed = await post({ ...payload, contact: { ...payload.contact, name: "Someone Else" }, captcha: await solvedCaptcha(server) }, idempotencyKey);
    expect(renamed.status).toBe(422);
    const [customer] = await db.select().from(customers).where(eq(customers.phone, "+447700900777"));
    expect(customer?.name).toBe("Aisha Rahman");
  });

  it("answers 409 with the new breakdown when the price changed since the quote, and books at the new price once confirmed", async () => {
    const option = await quoteFor();
    const db = server.database.db;
    const [price] = await db.select().from(productPrices).where(eq(productPrices.amountHalalas, 25_000));
    await db.update(productPrices).set({ amountHalalas: 27_000 }).where(eq(productPrices.amountHalalas, 25_000));
    // Staff's price change (admin products bumps this signal after its write; other processes wait out 5 s).
    server.catalogueChanged.notify();
    try {
      const before = await count(bookings);
      const res = await post(submission({ quoteToken: option.quoteToken, captcha: await solvedCaptcha(server) }));
      expect(res.status).toBe(409);
      const changed = (await res.json()) as PriceChangedResponse;
      expect(changed).toMatchObject({
        code: "booking.price.changed",
        error: "The price has changed since your quote. Please review the new price before you confirm.",
      });
      expect(changed.breakdown.totalHalalas).toBe(27_000);
      expect(await count(bookings)).toBe(before);
      const confirmed = await post(submission({ quoteToken: changed.quoteToken, captcha: await solvedCaptcha(server) }));
      expect(confirmed.status).toBe(201);
      expect(((await confirmed.json()) as BookingCreatedResponse).breakdown.totalHalalas).toBe(27_000);
    } finally {
      await db.update(productPrices).set({ amountHalalas: 25_000 }).where(eq(productPrices.amountHalalas, 27_000));
      server.catalogueChanged.notify();
    }
    expect(price).toBeDefined();
  });

  it("answers a forged quote token, or one from another trip, with 'not valid, get a new price' and the new price (409, nothing stored)", async () => {
    const other = await quoteFor({ adults: 1 });
    const before = await count(bookings);
    const forged = await post(submission({ quoteToken: `v1.9999999999.25000.${"A".repeat(43)}`, captcha: await solvedCaptcha(server) }));
    expect(forged.status).toBe(409);
    const forgedBody = (await forged.json()) as PriceChangedResponse;
    expect([forgedBody.code, forgedBody.error]).toEqual(["booking.quote.invalid", "This quote is not valid; please get a new price."]);
    expect(forgedBody.breakdown.totalHalalas).toBeGreaterThan(0);
    const otherTrip = await post(submission({ quoteToken: other.quoteToken, captcha: await solvedCaptcha(server) }));
    expect(otherTrip.status).toBe(409);
    expect(((await otherTrip.json()) as PriceChangedResponse).code).toBe("booking.quote.invalid");
    expect(await count(bookings)).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ["a price sent by the client", { price: 1 }, { price: "“price” is not accepted." }],
    [
      "a bad phone",
      { contact: { ...submission().contact, phone: "12" } },
      { "contact.phone": "Please enter a mobile number, such as 05X XXX XXXX or with your country code (+)." },
    ],
    ["no legs", { legs: [] }, { legs: "Please add at least one trip." }],
    [
      "a missing flight number at an airport",
      { legs: [{ ...quoteRequest().legs[0]!, flightNumber: undefined }] },
      { "legs.0.flightNumber": "Please enter the flight number so the driver can follow your landing." },
    ],
  ];
  it.each(invalid)("refuses %s with 400 per-field messages and stores nothing", async (_name, overrides, fieldErrors) => {
    const before = [await count(bookings), await count(customers), await count(outboxMessages)];
    const res = await post(submission(overrides));
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual(fieldErrors);
    expect([await count(bookings), await count(customers), await count(outboxMessages)]).toEqual(before);
  });

  it("refuses a past pickup, a class too small and an unknown product at submit too", async () => {
    const past = await post(submission({ legs: [{ ...quoteRequest().legs[0]!, pickupAt: "2025-01-01T10:00+03:00" }], captcha: await solvedCaptcha(server) }));
    expect((await past.json()).code).toBe("booking.pickup.past");
    const small = await post(submission({ adults: 4, captcha: await solvedCaptcha(server) }));
    expect((await small.json()).code).toBe("booking.vehicleClass.tooSmall");
  });

  it("answers in the contact's language", async () => {
    const contact = { ...submission().contact, language: "ar", phone: "0501234567", email: "" };
    const res = await post(submission({ contact, legs: [], captcha: "x" }));
    expect((await res.json()).fieldErrors).toEqual({ legs: "يُرجى إضافة رحلة واحدة على الأقل." });
    const ok = await post(submission({ contact, captcha: await solvedCaptcha(server) }));
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as BookingCreatedResponse;
    expect(body.bookingPath).toMatch(/^\/ar\/booking-info\/[A-Za-z0-9_-]{43}$/);
    const messages = (await server.database.db.select().from(outboxMessages)).filter((m) => m.body.includes(body.reference));
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([["whatsapp", "+966501234567"]]);
    expect(messages[0]!.body).toContain("استلمنا طلب حجزك");
  });

  it("finds a returning customer by phone (one customer row, email kept when not given again)", async () => {
    const phone = "+20 100 555 0000";
    const first = await post(submission({ contact: { ...submission().contact, phone, email: "omar@example.com" }, captcha: await solvedCaptcha(server) }));
    expect(first.status).toBe(201);
    const second = await post(submission({ contact: { ...submission().contact, phone, name: "Omar F.", email: "" }, captcha: await solvedCaptcha(server) }));
    expect(second.status).toBe(201);
    const rows = await server.database.db.select().from(customers).where(eq(customers.phone, "+201005550000"));
    expect(rows).toMatchObject([{ name: "Omar F.", email: "omar@example.com" }]);
  });

  it("needs an Idempotency-Key and a solved captcha", async () => {
    const before = await count(bookings);
    const noKey = await post(submission(), null);
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).code).toBe("booking.idempotencyKey.invalid");
    const badCaptcha = await post(submission({ captcha: "not-solved" }));
    expect(badCaptcha.status).toBe(400);
    expect((await badCaptcha.json()).fieldErrors).toEqual({ captcha: "The verification failed or expired. Please try again." });
    expect(await count(bookings)).toBe(before);
  });

  it("answers a retry of an acknowledged booking before the address's limit and the captcha (probe finding 21)", async () => {
    const idempotencyKey = key();
    const payload = submission({ captcha: await solvedCaptcha(server) });
    const first = await post(payload, idempotencyKey);
    expect(first.status).toBe(201);
    const stored = await first.json();
    // Ten bookings from the hotel's address since: the limit is used up.
    await server.database.db.delete(rateLimits);
    await server.database.db.insert(rateLimits).values({ key: "bookings:127.0.0.1", count: 10, windowStartedAt: new Date() });
    const before = await count(bookings);
    // The customer's answer was lost: the form sends the same request again, its captcha spent.
    const retry = await post(payload, idempotencyKey);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(stored);
    // Even with the captcha left out or wrong: the key and body are the proof.
    const noCaptcha = await post({ ...payload, captcha: "not-solved" }, idempotencyKey);
    expect([noCaptcha.status, await noCaptcha.json()]).toEqual([200, stored]);
    // The retries were not counted, and a new booking from the address is still refused.
    const [counter] = await server.database.db.select().from(rateLimits).where(eq(rateLimits.key, "bookings:127.0.0.1"));
    expect(counter?.count).toBe(10);
    expect((await post(submission({ captcha: await solvedCaptcha(server) }))).status).toBe(429);
    // Another body under the used key is still its 422, not a booking.
    const other = await post(submission({ adults: 1, captcha: "not-solved" }), idempotencyKey);
    expect([other.status, (await other.json()).code]).toEqual([422, "booking.idempotencyKey.reused"]);
    expect(await count(bookings)).toBe(before);
  });

  it("answers a wrong captcha with a new key at once, without waiting for a first attempt (probe finding 23)", async () => {
    // Waiting for a concurrent first attempt takes 30 pauses of 100 ms (at least 3 s by
    // construction): any answer sooner shows the request did not wait. Not a speed measurement.
    const started = performance.now();
    const refused = await post(submission({ captcha: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64") }));
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe("booking.captcha.required");
    expect(elapsed).toBeLessThan(3_000);
  });

  it("is limited per address", async () => {
    await server.database.db.insert(rateLimits).values({ key: "bookings:127.0.0.1", count: 10, windowStartedAt: new Date() });
    const before = await count(bookings);
    const res = await post(submission({ captcha: await solvedCaptcha(server) }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toBe("Too many bookings from your connection. Please try again later or contact us on WhatsApp.");
    expect(await count(bookings)).toBe(before);
  });
});
