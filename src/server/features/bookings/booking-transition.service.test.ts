import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingEvents, bookings, jobEvents, jobs } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { startTestServer } from "#server/test-support/test-server";
import { createBookingTransitionRepository } from "./booking-transition.repository";
import { createBookingTransitions, type BookingTransitionInput } from "./booking-transition.service";
import { quoteRequest, riyadhPickup } from "#server/test-support/booking-payloads";
import { bookThroughApi } from "#server/test-support/create-booking";
import { createTokenLinksRepository } from "./token-links.repository";
import { createTokenLinks } from "./token-links.service";
import { createMessaging } from "#server/platform/messaging/messaging";

let server: Awaited<ReturnType<typeof startTestServer>>;
let transitions: ReturnType<typeof createBookingTransitions>;
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
  transitions = createBookingTransitions({
    repository: createBookingTransitionRepository(server.database.db),
    siteUrl: "https://rihla.example",
    messaging: createMessaging(server.database.db),
  });
});
afterAll(async () => server.stop());

const twoLegs = {
  legs: [
    quoteRequest().legs[0]!,
    { from: { type: "place", placeId: "makkah-ajyad" }, to: { type: "place", placeId: "jed-terminal-1" }, pickupAt: riyadhPickup(9) },
  ],
};
async function newBooking() {
  const created = await bookThroughApi(server.url, twoLegs);
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.reference, created.reference));
  return row!;
}
/** Everything a refused change must leave untouched. */
async function snapshot(bookingId: number) {
  const db = server.database.db;
  return {
    booking: (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0],
    events: (await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).length,
    jobs: (await db.select().from(jobs).where(eq(jobs.bookingId, bookingId))).map((j) => j.status),
    outbox: (await db.select().from(outboxMessages)).length,
  };
}

describe("booking transitions", () => {
  it("confirms a pending booking for staff: status, version, timeline, and a message with a working link", async () => {
    const booking = await newBooking();
    const outboxBefore = (await server.database.db.select().from(outboxMessages)).length;
    const result = await transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin", expectedVersion: 1 });
    expect(result).toEqual({ ok: true, bookingId: booking.id, reference: booking.reference, from: "pending", to: "confirmed", version: 2 });
    const after = await snapshot(booking.id);
    expect(after.booking).toMatchObject({ status: "confirmed", version: 2 });
    const events = await server.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.kind, e.actor, e.fromStatus, e.toStatus, e.source])).toEqual([
      ["status", "customer", null, "pending", "web"],
      ["status", "staff", "pending", "confirmed", "admin"],
    ]);
    const messages = (await server.database.db.select().from(outboxMessages)).slice(outboxBefore);
    expect(messages.map((m) => [m.channel, m.template])).toEqual([
      ["email", "booking.confirmed"],
      ["whatsapp", "booking.confirmed"],
    ]);
    const token = /\/booking-info\/([A-Za-z0-9_-]{43})/.exec(messages[0]!.body)?.[1];
    const links = createTokenLinks(createTokenLinksRepository(server.database.db));
    expect(await links.verify(token!, "booking")).toMatchObject({ bookingId: booking.id });
  });

  const refused: [string, Omit<BookingTransitionInput, "bookingId">, string][] = [
    ["a customer confirming a pending booking", { to: "confirmed", actor: "customer", source: "link" }, "booking.transition.actorNotAllowed"],
    ["staff cancelling without a reason", { to: "cancelled", actor: "staff", source: "admin", note: "  " }, "booking.transition.noteRequired"],
    ["completing a pending booking", { to: "completed", actor: "staff", source: "admin", note: "done" }, "booking.transition.notAllowed"],
    ["an edit based on an old version", { to: "confirmed", actor: "staff", source: "admin", expectedVersion: 7 }, "booking.version.stale"],
  ];
  it.each(refused)("refuses %s with 409 and changes nothing", async (_name, input, key) => {
    const booking = await newBooking();
    const before = await snapshot(booking.id);
    const result = await transitions.transition({ ...input, bookingId: booking.id });
    expect(result).toMatchObject({ ok: false, status: 409, key });
    expect(await snapshot(booking.id)).toEqual(before);
  });

  it("cancels the legs with the booking, with the reason in both timelines; a cancelled booking never moves again", async () => {
    const booking = await newBooking();
    expect((await transitions.transition({ bookingId: booking.id, to: "cancelled", actor: "staff", source: "admin", note: "Customer changed plans" })).ok).toBe(
      true,
    );
    const after = await snapshot(booking.id);
    expect(after.booking).toMatchObject({ status: "cancelled", cancelReason: "Customer changed plans" });
    expect(after.jobs).toEqual(["cancelled", "cancelled"]);
    const [firstJob] = await server.database.db.select().from(jobs).where(eq(jobs.bookingId, booking.id));
    const jobTimeline = await server.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, firstJob!.id));
    expect(jobTimeline.map((e) => [e.fromStatus, e.toStatus, e.actor, e.note])).toEqual([
      [null, "unassigned", "system", null],
      ["unassigned", "cancelled", "system", "Customer changed plans"],
    ]);
    const again = await transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin" });
    expect(again).toMatchObject({ ok: false, status: 409, key: "booking.transition.terminal" });
  });

  it("records a staff quote as the total to pay, then lets the customer accept it", async () => {
    const booking = await newBooking();
    const quoted = await transitions.transition({
      bookingId: booking.id,
      to: "quoted",
      actor: "staff",
      source: "admin",
      quote: { totalHalalas: 45_000, reason: "Two legs, one driver" },
    });
    expect(quoted.ok).toBe(true);
    expect((await snapshot(booking.id)).booking).toMatchObject({
      status: "quoted",
      quotedTotalHalalas: 45_000,
      totalHalalas: 45_000,
      quoteReason: "Two legs, one driver",
    });
    expect((await transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "customer", source: "link" })).ok).toBe(true);
  });

  it("lets exactly one of two simultaneous changes through", async () => {
    const booking = await newBooking();
    const results = await Promise.all([
      transitions.transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin", expectedVersion: 1 }),
      transitions.transition({ bookingId: booking.id, to: "cancelled", actor: "staff", source: "admin", note: "duplicate", expectedVersion: 1 }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([{ status: 409 }]);
    expect((await snapshot(booking.id)).booking?.version).toBe(2);
  });

  it("runs the caller's extra writes in the move's own transaction: if they fail, the move is not kept", async () => {
    const booking = await newBooking();
    const before = await snapshot(booking.id);
    const seen: unknown[] = [];
    const failing = transitions.transition({
      bookingId: booking.id,
      to: "confirmed",
      actor: "staff",
      source: "admin",
      inTransaction: async (tx, move) => {
        seen.push(move);
        // Written, then thrown: the status, the timeline, the messages and this row all go.
        await tx.insert(bookingEvents).values({ bookingId: booking.id, kind: "note", actor: "staff", source: "admin", note: "audit stand-in" });
        throw new Error("audit store unavailable");
      },
    });
    await expect(failing).rejects.toThrow("audit store unavailable");
    expect(seen).toEqual([{ reference: booking.reference, from: "pending", to: "confirmed" }]);
    expect(await snapshot(booking.id)).toEqual(before);

    const kept = await transitions.transition({
      bookingId: booking.id,
      to: "confirmed",
      actor: "staff",
      source: "admin",
      inTransaction: (tx) =>
        tx
          .insert(bookingEvents)
          .values({ bookingId: booking.id, kind: "note", actor: "staff", source: "admin", note: "audit stand-in" })
          .then(() => undefined),
    });
    expect(kept).toMatchObject({ ok: true, from: "pending", to: "confirmed" });
    expect((await snapshot(booking.id)).events).toBe(before.events + 2);
  });

  it("answers 404 for a booking that does not exist", async () => {
    expect(await transitions.transition({ bookingId: 987_654, to: "confirmed", actor: "staff", source: "admin" })).toMatchObject({ ok: false, status: 404 });
  });
});
