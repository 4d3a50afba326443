import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#server/db/schema/bookings";
import { auditLog } from "#server/db/schema/staff-auth";
import { outboxMessages } from "#server/db/schema/outbox";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { quoteRequest, riyadhPickup, submission } from "#server/test-support/booking-payloads";

/*
 * Editing the trip before confirmation (issue 11, "edit before confirmation"): what a phone call
 * changes — pickup time, places, flight, the party, the class — priced again by the public form's
 * pricing, previewed before it is saved, refused (nothing changed) once the booking is confirmed,
 * on a stale version, or when the new trip breaks a booking rule.
 */
let server: TestServer;
let ops: StaffClient;
let viewer: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ["operations", "viewer"] as const) {
    const account = await createStaffAccount(server, role);
    const client = new StaffClient(server);
    await client.signIn(account.email, account.password);
    if (role === "operations") ops = client;
    else viewer = client;
  }
});
afterAll(async () => server.stop());

let phone = 500;
/** A booking entered by staff (as taken by phone): a week ahead, Jeddah airport → Makkah, a sedan. */
async function phoneBooking(): Promise<AdminBookingDetail> {
  phone += 1;
  const created = await ops.request("POST", "/api/admin/bookings", {
    ...submission({ contact: { ...submission().contact, phone: `+44 7700 900${phone}` } }),
    source: "phone",
  });
  expect(created.status).toBe(201);
  return detail(Number(created.body.id));
}
const detail = async (id: number) => (await ops.request("GET", `/api/admin/bookings/${id}`)).body as unknown as AdminBookingDetail;

/** The booking's trip as the edit takes it, with `change` applied. */
function tripOf(booking: AdminBookingDetail, change: Record<string, unknown> = {}) {
  return {
    productSlug: booking.product.slug,
    vehicleClassSlug: booking.vehicleClass.slug,
    adults: booking.adults,
    children: booking.children,
    infants: booking.infants,
    bags: booking.bags,
    legs: booking.legs.map((leg) => ({
      from: leg.from,
      to: leg.to,
      pickupAt: leg.pickupAt,
      ...(leg.flightNumber ? { flightNumber: leg.flightNumber } : {}),
      extras: leg.extras,
    })),
    ...change,
  };
}
const editTrip = (id: number, body: Record<string, unknown>, client = ops) => client.request("POST", `/api/admin/bookings/${id}/edit-trip`, body);

describe("POST /api/admin/bookings/:id/edit-trip", () => {
  it("previews the new price without saving, then saves the new time and class with that price, in the timeline, audited, the customer told", async () => {
    const booking = await phoneBooking();
    const later = quoteRequest({ legs: [{ ...quoteRequest().legs[0], pickupAt: riyadhPickup(9, 14), flightNumber: "SV 99" }] }).legs;
    const trip = tripOf(booking, { legs: later, vehicleClassSlug: "van", adults: 5, bags: 5 });

    const preview = await editTrip(booking.id, { version: booking.version, preview: true, trip });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, previousTotalHalalas: booking.totalHalalas, vehicleClassSlug: "van" });
    const previewTotal = (preview.body.breakdown as { totalHalalas: number }).totalHalalas;
    expect(previewTotal).not.toBe(booking.totalHalalas);
    expect((await detail(booking.id)).version).toBe(booking.version);

    // Pricing's in-memory catalogue dropped: the save reads it from the database (on PGlite it once
    // did so inside its own transaction and waited for itself).
    server.catalogueChanged.notify();
    const saved = await editTrip(booking.id, { version: booking.version, trip });
    expect(saved.status).toBe(200);
    const after = await detail(booking.id);
    expect(after).toMatchObject({ status: "pending", totalHalalas: previewTotal, adults: 5, bags: 5, vehicleClass: { slug: "van" } });
    expect(after.version).toBe(booking.version + 1);
    expect(after.legs[0]).toMatchObject({ flightNumber: "SV99", vehicleClass: { slug: "van" }, priceHalalas: previewTotal });
    expect(Date.parse(after.legs[0]!.pickupAt)).toBe(Date.parse(later[0]!.pickupAt));
    expect(after.timeline.at(-1)).toMatchObject({ kind: "edit", data: { after: { totalHalalas: previewTotal, vehicleClassSlug: "van" } } });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.edit_trip"), eq(auditLog.entityId, booking.reference)));
    expect(audit?.after).toMatchObject({ totalHalalas: previewTotal });
    const told = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, "booking.updated"));
    expect(told.some((m) => m.body.includes(booking.reference))).toBe(true);
  });

  it("drops a staff price quoted earlier: the changed trip has the computed price until staff quote again", async () => {
    const booking = await phoneBooking();
    const adjustments = [{ label: { en: "Regular customer", ar: "عميل دائم" }, amountHalalas: -2_000 }];
    expect((await ops.request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments, reason: "Regular customer" })).status).toBe(200);
    const quoted = await detail(booking.id);
    expect(quoted.quoted).toMatchObject({ adjustments });
    const saved = await editTrip(booking.id, { version: quoted.version, trip: tripOf(quoted, { vehicleClassSlug: "sedan" }) });
    expect(saved.status).toBe(200);
    const after = await detail(booking.id);
    expect(after.quoted).toBeNull();
    expect(after.totalHalalas).toBe(booking.totalHalalas);
    expect((await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.quoteAdjustments).toBeNull();
  });

  it("refuses, changing nothing: a stale version, a confirmed booking, a pickup inside the lead time, a class too small, another service, another number of legs", async () => {
    const booking = await phoneBooking();
    const stale = await editTrip(booking.id, { version: booking.version + 5, trip: tripOf(booking) });
    expect([stale.status, stale.body.code]).toEqual([409, "booking.version.stale"]);

    const soon = new Date(Date.now() + 60 * 60_000 + 3 * 3_600_000).toISOString().slice(0, 16) + "+03:00";
    const tooSoon = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { legs: [{ ...tripOf(booking).legs[0], pickupAt: soon }] }) });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors).toEqual({ "trip.legs.0.pickupAt": "The pickup must be at least 6 hours from now." });

    const crowded = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { adults: 9, bags: 9, vehicleClassSlug: "sedan" }) });
    expect(crowded.status).toBeGreaterThanOrEqual(400);
    expect(crowded.status).toBeLessThan(500);

    const otherService = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { productSlug: "madinah-ziyarat-tour" }) });
    expect(otherService.body.fieldErrors).toEqual({ "trip.productSlug": "The service of a booking cannot change; cancel it and enter a new booking." });

    const twoLegs = tripOf(booking);
    const moreLegs = await editTrip(booking.id, {
      version: booking.version,
      trip: { ...twoLegs, legs: [...twoLegs.legs, { ...twoLegs.legs[0], pickupAt: riyadhPickup(10) }] },
    });
    expect(moreLegs.body.fieldErrors).toHaveProperty(["trip.legs"]);

    const badShape = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { legs: [] }) });
    expect([badShape.status, Object.keys(badShape.body.fieldErrors ?? {})]).toEqual([400, ["trip.legs"]]);

    expect((await editTrip(booking.id, { version: booking.version, trip: tripOf(booking) }, viewer)).status).toBe(403);
    expect((await detail(booking.id)).version).toBe(booking.version);

    expect((await ops.request("POST", `/api/admin/bookings/${booking.id}/confirm`, {})).status).toBe(200);
    const confirmed = await detail(booking.id);
    const closed = await editTrip(booking.id, { version: confirmed.version, trip: tripOf(confirmed) });
    expect([closed.status, closed.body.code]).toEqual([409, "booking.edit.notAllowed"]);
  });

  it("answers in the back office's language", async () => {
    const booking = await phoneBooking();
    ops.cookies.set("lang", "ar");
    try {
      const soon = new Date(Date.now() + 60 * 60_000 + 3 * 3_600_000).toISOString().slice(0, 16) + "+03:00";
      const tooSoon = await editTrip(booking.id, {
        version: booking.version,
        trip: tripOf(booking, { legs: [{ ...tripOf(booking).legs[0], pickupAt: soon }] }),
      });
      expect(tooSoon.body.fieldErrors).toEqual({ "trip.legs.0.pickupAt": "يجب أن يكون موعد الانطلاق بعد 6 ساعات على الأقل من الآن." });
    } finally {
      ops.cookies.delete("lang");
    }
  });

  it("never answers 5xx, whatever the payload", async () => {
    const booking = await phoneBooking();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            version: fc.oneof(fc.constant(booking.version), fc.integer(), fc.string()),
            preview: fc.oneof(fc.constant(true), fc.anything()),
            trip: fc.oneof(
              fc.anything(),
              fc.constant(tripOf(booking)),
              fc.record({ legs: fc.anything(), productSlug: fc.string(), vehicleClassSlug: fc.string() }),
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await editTrip(booking.id, { ...body, preview: true });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses a pair the service does not serve, on the leg's field, in the staff member's language, changing nothing", async () => {
    const booking = await phoneBooking();
    const legs = [{ ...quoteRequest().legs[0], to: { type: "place", placeId: "madinah-markaziyah" } }];
    const refused = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { legs }) });
    const english = "This service does not go from Jeddah airport to Madinah. Choose places this service serves, or the service that makes this trip.";
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "trip.legs.0.to": english });
    ops.cookies.set("lang", "ar");
    try {
      const arabic = await editTrip(booking.id, { version: booking.version, trip: tripOf(booking, { legs }) });
      expect(arabic.body.error).toMatch(/^هذه الخدمة لا تعمل من مطار جدة إلى المدينة المنورة\./);
    } finally {
      ops.cookies.delete("lang");
    }
    expect((await detail(booking.id)).version).toBe(booking.version);
    // A new phone booking for that pair is refused too.
    const created = await ops.request("POST", "/api/admin/bookings", { ...submission({ legs }), source: "phone" });
    expect([created.status, created.body.fieldErrors]).toEqual([422, { "legs.0.to": english }]);
  });
});
