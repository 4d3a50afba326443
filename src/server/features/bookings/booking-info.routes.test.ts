import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingEvents, bookings, jobs, tokenLinks } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { rateLimits } from "#server/db/schema/rate-limits";
import { redactPath } from "#server/platform/logger/logger";
import { startTestServer } from "#server/test-support/test-server";
import { solvedCaptcha } from "#server/test-support/staff-client";
import type { BookingCreatedResponse, PublicBookingView } from "#shared/bookings/api-contract";
import { createBookingTransitionRepository } from "./booking-transition.repository";
import { createBookingTransitions } from "./booking-transition.service";
import { quoteRequest, riyadhPickup, submission } from "#server/test-support/booking-payloads";
import { createMessaging } from "#server/platform/messaging/messaging";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

const INVALID = "This booking link is no longer valid. You can ask for a new one below.";
async function book(overrides: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(submission({ captcha: await solvedCaptcha(server), ...overrides })),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as BookingCreatedResponse;
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.reference, body.reference));
  return { ...body, id: row!.id, token: body.bookingPath.split("/").pop()! };
}
const get = (path: string) => fetch(`${server.url}${path}`);
const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
const eventsOf = async (id: number) => server.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));

describe("GET /api/booking-info/:token", () => {
  it("shows the customer's booking, private: no-store, no-referrer, noindex", async () => {
    const booking = await book();
    const res = await get(`/api/booking-info/${booking.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const view = (await res.json()) as PublicBookingView;
    expect(view).toMatchObject({
      reference: booking.reference,
      status: "pending",
      product: { slug: "jeddah-airport-to-makkah" },
      adults: 2,
      totalHalalas: 25_000,
      quoted: null,
      paymentStatus: "unpaid",
      contact: { name: "Aisha Rahman", phone: "+447700900123", email: "aisha@example.com", language: "en" },
      actions: { accept: false, cancel: true, requestCancellation: false },
      cancellationRequested: false,
    });
    expect(view.legs).toMatchObject([
      { legIndex: 0, state: "arranging", flightNumber: "SV1234", vehicleClass: { slug: "sedan" }, driver: null, trackingPath: null },
    ]);
    expect(Date.parse(view.freeCancellationUntil!)).toBe(Date.parse(view.legs[0]!.pickupAt) - 24 * 3_600_000);
    expect(view.timeline).toMatchObject([{ kind: "status", actor: "customer", toStatus: "pending" }]);
  });

  it("sends only what is written for the customer: no staff reasons or notes, no job statuses", async () => {
    const booking = await book();
    const db = server.database.db;
    const transitions = createBookingTransitions({ repository: createBookingTransitionRepository(db), siteUrl: server.url, messaging: createMessaging(db) });
    // Staff words of every kind the timeline holds: a quote's reason, a confirmation note, a payment note.
    await transitions.transition({
      bookingId: booking.id,
      to: "quoted",
      actor: "staff",
      source: "admin",
      note: "STAFF-QUOTE-NOTE",
      quote: { totalHalalas: 23_000, reason: "STAFF-QUOTE-REASON difficult customer" },
    });
    await transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin", note: "STAFF-CONFIRM-NOTE" });
    await db.insert(bookingEvents).values([
      { bookingId: booking.id, kind: "payment", actor: "staff", source: "admin", note: "STAFF-PAYMENT-NOTE", fromStatus: "confirmed", toStatus: "confirmed" },
      { bookingId: booking.id, kind: "note", actor: "staff", source: "admin", note: "STAFF-INTERNAL-NOTE" },
    ]);
    // A leg whose operator just declined: the customer reads that we are arranging a driver.
    await db.update(jobs).set({ status: "declined" }).where(eq(jobs.bookingId, booking.id));
    const text = await (await get(`/api/booking-info/${booking.token}`)).text();
    expect(text).not.toMatch(/STAFF-/);
    expect(text).not.toMatch(/"(declined|unassigned|offered|assigned)"/);
    expect(text).not.toMatch(/quoteReason|internal|operatorId|userId/i);
    const view = JSON.parse(text) as PublicBookingView;
    expect(view.legs.map((leg) => leg.state)).toEqual(["arranging"]);
    expect(Object.keys(view.legs[0]!).sort()).toEqual(
      ["driver", "extras", "flightNumber", "from", "hours", "legIndex", "pickupAt", "plan", "state", "to", "trackingPath", "vehicle", "vehicleClass"].sort(),
    );
    expect(view.quoted?.totalHalalas).toBe(23_000);
    expect(Object.keys(view.quoted ?? {}).sort()).toEqual(["adjustments", "totalHalalas"]);
    expect(view.timeline.every((entry) => entry.note === null)).toBe(true);
    expect(view.timeline.map((entry) => entry.kind)).toEqual(["status", "status", "status", "payment"]);

    // The customer's own reason is theirs to read back; the staff's default wording is not shown.
    await post(`/api/booking-info/${booking.token}/cancel`, { reason: "Flight moved" });
    const other = await book();
    await post(`/api/booking-info/${other.token}/cancel`, {});
    expect(((await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView).timeline.at(-1)).toMatchObject({
      actor: "customer",
      note: "Flight moved",
    });
    expect(((await (await get(`/api/booking-info/${other.token}`)).json()) as PublicBookingView).timeline.at(-1)).toMatchObject({
      actor: "customer",
      note: null,
    });
  });

  it("shows the driver's first name and phone and the vehicle (model, colour, plate) once confirmed; never the operator or their price", async () => {
    const booking = await book();
    const db = server.database.db;
    const driver = { name: "Abdullah Saleh Al-Harbi", phone: "+966551234567" };
    const vehicle = { plate: "ABC 1234", model: "Toyota Camry", colour: "White" };
    const legOf = async () => ((await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView).legs[0]!;
    for (const status of ["offered", "assigned"]) {
      await db.update(jobs).set({ status, driver, vehicle, operatorPriceHalalas: 17_345 }).where(eq(jobs.bookingId, booking.id));
      expect(await legOf()).toMatchObject({ state: "arranging", driver: null, vehicle: null });
    }
    await db.update(jobs).set({ status: "confirmed" }).where(eq(jobs.bookingId, booking.id));
    const text = await (await get(`/api/booking-info/${booking.token}`)).text();
    expect(text).not.toMatch(/17345|173\.45|Al-Harbi|operatorPrice/);
    const leg = (JSON.parse(text) as PublicBookingView).legs[0]!;
    expect(leg).toMatchObject({ state: "driver_confirmed", driver: { name: "Abdullah", phone: "+966551234567" }, vehicle });
  });

  it("answers one friendly 404 for a wrong, unknown, revoked or expired token, and changes nothing", async () => {
    const revoked = await book();
    const expired = await book();
    const db = server.database.db;
    await db.update(tokenLinks).set({ revokedAt: new Date() }).where(eq(tokenLinks.bookingId, revoked.id));
    await db
      .update(tokenLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokenLinks.bookingId, expired.id));
    for (const token of ["short", "A".repeat(43), revoked.token, expired.token, "%00"]) {
      const res = await get(`/api/booking-info/${token}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: INVALID, code: "booking.link.invalid" });
      expect((await post(`/api/booking-info/${token}/cancel`)).status).toBe(404);
      expect((await post(`/api/booking-info/${token}/accept`)).status).toBe(404);
      expect((await get(`/booking-info/${token}/calendar.ics`)).status).toBe(404);
    }
    const arabic = await fetch(`${server.url}/api/booking-info/${"B".repeat(43)}`, { headers: { "Accept-Language": "ar" } });
    expect((await arabic.json()).error).toBe("رابط الحجز هذا لم يعد صالحًا. يمكنك طلب رابط جديد أدناه.");
    expect((await db.select().from(bookings).where(eq(bookings.id, revoked.id)))[0]!.status).toBe("pending");
    expect(await eventsOf(revoked.id)).toHaveLength(1);
  });

  it("keeps tokens out of logged paths", () => {
    expect(redactPath("/api/booking-info/abcDEF123/accept")).toBe("/api/booking-info/[token]/accept");
    expect(redactPath("/booking-info/abcDEF123/calendar.ics")).toBe("/booking-info/[token]/calendar.ics");
    expect(redactPath("/ar/booking-info/abcDEF123")).toBe("/ar/booking-info/[token]");
    expect(redactPath("/api/booking-info/lookup")).toBe("/api/booking-info/lookup");
  });
});

describe("the customer's actions", () => {
  it("accepts a quote (quoted → confirmed) and refuses accepting a booking that was not quoted (409, nothing changed)", async () => {
    const booking = await book();
    const early = await post(`/api/booking-info/${booking.token}/accept`);
    expect(early.status).toBe(409);
    // Probe finding 24: it says there is no quote, not that the change is not allowed.
    expect(await early.json()).toEqual({
      error: "This booking has no price quote to accept; we will send you one if the price needs confirming.",
      code: "booking.accept.noQuote",
    });
    const inArabic = await fetch(`${server.url}/api/booking-info/${booking.token}/accept`, { method: "POST", headers: { "Accept-Language": "ar" } });
    expect((await inArabic.json()).error).toBe("لا يوجد في هذا الحجز عرض سعر لقبوله؛ سنرسل إليك عرضًا إن احتاج السعر إلى تأكيدك.");
    const transitions = createBookingTransitions({
      repository: createBookingTransitionRepository(server.database.db),
      siteUrl: server.url,
      messaging: createMessaging(server.database.db),
    });
    await transitions.transition({
      bookingId: booking.id,
      to: "quoted",
      actor: "staff",
      source: "admin",
      quote: { totalHalalas: 23_000, reason: "Regular customer" },
    });
    const quoted = (await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView;
    expect(quoted).toMatchObject({ status: "quoted", totalHalalas: 23_000, quoted: { totalHalalas: 23_000 }, actions: { accept: true } });
    // A quote given as a bare total still adds up for the customer (one "Price adjustment" line); its reason stays internal.
    expect(quoted.breakdown.totalHalalas).not.toBe(23_000);
    expect(quoted.quoted!.adjustments).toEqual([
      { label: { en: "Price adjustment", ar: "تعديل السعر" }, amountHalalas: 23_000 - quoted.breakdown.totalHalalas },
    ]);
    expect(JSON.stringify(quoted)).not.toContain("Regular customer");
    const accepted = await post(`/api/booking-info/${booking.token}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: "confirmed" });
    // Its answer lost, the customer taps again: the same answer, not "no quote to accept".
    const retried = await post(`/api/booking-info/${booking.token}/accept`);
    expect([retried.status, await retried.json()]).toEqual([200, { status: "confirmed", message: "Thank you: your booking is confirmed." }]);
    expect(((await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView).status).toBe("confirmed");
  });

  it("cancels free before the cut-off (legs cancelled too); a second cancel is refused", async () => {
    const booking = await book();
    const res = await post(`/api/booking-info/${booking.token}/cancel`, { reason: "Flight moved" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "cancelled", message: "Your booking has been cancelled." });
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "Flight moved" });
    expect((await server.database.db.select().from(jobs).where(eq(jobs.bookingId, booking.id))).map((j) => j.status)).toEqual(["cancelled"]);
    const again = await post(`/api/booking-info/${booking.token}/cancel`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("booking.transition.terminal");
  });

  it("after the cut-off, records a cancellation request for staff (202) instead, once; a second is refused (409) like a second cancel", async () => {
    const soon = new Date(Date.now() + 8 * 3_600_000).toISOString();
    const booking = await book({ legs: [{ ...quoteRequest().legs[0]!, pickupAt: soon }] });
    const res = await post(`/api/booking-info/${booking.token}/cancel`, { reason: "Sick" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      status: "cancellation_requested",
      message: "Free cancellation ends 24 hours before the first pickup; your request has been sent to our team.",
    });
    const again = await post(`/api/booking-info/${booking.token}/cancel`, { reason: "Still sick" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "You have already asked to cancel this booking; our team will contact you.",
      code: "booking.cancel.requested",
    });
    const view = (await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView;
    expect(view).toMatchObject({
      status: "pending",
      cancellationRequested: true,
      freeCancellationUntil: null,
      actions: { cancel: false, requestCancellation: false },
    });
    expect((await eventsOf(booking.id)).filter((e) => e.kind === "cancellation_request")).toMatchObject([{ actor: "customer", note: "Sick" }]);
  });

  it("refuses a cancel body with unknown fields or control characters (400)", async () => {
    const booking = await book();
    expect((await post(`/api/booking-info/${booking.token}/cancel`, { reason: "x\u0000y" })).status).toBe(400);
    expect((await post(`/api/booking-info/${booking.token}/cancel`, { status: "cancelled" })).status).toBe(400);
    expect((await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("pending");
  });
});

describe("the customer's messages", () => {
  it("give the pickup in Makkah time with the customer's own time beside it (a British customer), from booking to confirmation", async () => {
    const booking = await book();
    const messagesOf = async (template: string) =>
      (await server.database.db.select().from(outboxMessages)).filter((m) => m.template === template && m.body.includes(booking.reference));
    const view = (await (await get(`/api/booking-info/${booking.token}`)).json()) as PublicBookingView;
    const makkah = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Asia/Riyadh" }).format(new Date(view.legs[0]!.pickupAt));
    const london = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/London" }).format(new Date(view.legs[0]!.pickupAt));
    const created = await messagesOf("booking.created");
    expect(created.map((m) => m.channel).sort()).toEqual(["email", "whatsapp"]);
    for (const message of created)
      expect(message.body).toMatch(new RegExp(`Pickup: .* at ${makkah} Makkah time \\(Your time: .* ${london} (Greenwich Mean Time|British Summer Time)\\)`));
    const transitions = createBookingTransitions({
      repository: createBookingTransitionRepository(server.database.db),
      siteUrl: server.url,
      messaging: createMessaging(server.database.db),
    });
    await transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin" });
    const confirmed = await messagesOf("booking.confirmed");
    expect(confirmed.length).toBeGreaterThan(0);
    for (const message of confirmed) expect(message.body).toContain(`${makkah} Makkah time (Your time:`);
  });
});

describe("GET /booking-info/:token/calendar.ics", () => {
  it("is a calendar file with one event per leg", async () => {
    const legs = [
      quoteRequest().legs[0]!,
      {
        from: { type: "address", address: "Hotel; Room 5, Makkah", zone: "makkah" },
        to: { type: "place", placeId: "jed-terminal-1" },
        pickupAt: riyadhPickup(12, 9),
      },
    ];
    const booking = await book({ legs });
    const res = await get(`/booking-info/${booking.token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = (await res.text()).replace(/\r\n /g, "");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`UID:${booking.reference}-1@rihla`);
    expect(text).toContain("Hotel\\; Room 5\\, Makkah");
    expect(text).toContain(`DTSTART:${new Date(legs[1]!.pickupAt).toISOString().replace(/[-:]/g, "").replace(".000", "")}`);
  });
});

describe("POST /api/booking-info/lookup", () => {
  const waitForMessage = async (reference: string) => {
    for (let i = 0; i < 50; i++) {
      const found = (await server.database.db.select().from(outboxMessages)).filter((m) => m.template === "booking.link" && m.body.includes(reference));
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  };

  it("answers the same 202 sentence whether or not a booking matches, and sends a working link only to a match", async () => {
    const booking = await book();
    const answers = [];
    for (const [reference, contact] of [
      [booking.reference.toLowerCase(), "0044 7700 900123"],
      [booking.reference, "someone@example.com"],
      ["RH-2020-000001", "+447700900123"],
    ]) {
      const res = await post("/api/booking-info/lookup", { reference, contact, captcha: await solvedCaptcha(server) });
      answers.push([res.status, await res.json()]);
    }
    // Probe finding 25: the answer (the same whatever matched) and the message say the old link still works.
    expect(answers).toEqual(
      Array(3).fill([202, { message: "If a booking matches, a new link has been sent to its contact. Links sent before keep working." }]),
    );
    const sent = await waitForMessage(booking.reference);
    for (const message of sent) expect(message.body.toLowerCase()).toContain("links we sent you before keep working");
    expect(sent.map((m) => m.recipient).sort()).toEqual(["+447700900123", "aisha@example.com"]);
    const token = /\/booking-info\/([A-Za-z0-9_-]{43})/.exec(sent[0]!.body)![1];
    expect((await get(`/api/booking-info/${token}`)).status).toBe(200);
    // The earlier link still works: the lookup adds a link, it does not take one away.
    expect((await get(`/api/booking-info/${booking.token}`)).status).toBe(200);
  });

  it("needs the captcha and is limited per address", async () => {
    const missing = await post("/api/booking-info/lookup", { reference: "RH-2026-000001", contact: "+447700900123", captcha: "nope" });
    expect(missing.status).toBe(400);
    await server.database.db.delete(rateLimits);
    await server.database.db.insert(rateLimits).values({ key: "booking-lookup:127.0.0.1", count: 5, windowStartedAt: new Date() });
    const limited = await post("/api/booking-info/lookup", { reference: "RH-2026-000001", contact: "+447700900123", captcha: await solvedCaptcha(server) });
    expect(limited.status).toBe(429);
  });
});
