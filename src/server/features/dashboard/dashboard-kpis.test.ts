import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, customers, jobs } from "#server/db/schema/bookings";
import { contactMessages } from "#server/db/schema/contact-messages";
import { errorLogs } from "#server/db/schema/error-logs";
import { outboxMessages } from "#server/db/schema/outbox";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { makkahDay, makkahWeek } from "#server/platform/modules/dashboard-series";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";

/*
 * The dashboard's KPIs from rows written here: contact messages and bookings per day, revenue per
 * week, quote conversion, today's pickups and unassigned jobs, and the error and outbox alerts
 * (shown only to the roles that may act on them).
 */
let server: TestServer;
let admin: StaffClient;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
  const db = server.database.db;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [vehicle] = await db.select({ id: vehicleClasses.id }).from(vehicleClasses).limit(1);
  const [customer] = await db.insert(customers).values({ name: "Amina", phone: "+966500000001", country: "SA", language: "en" }).returning();
  const now = Date.now();
  const booking = (n: number, status: string, createdAgoMs: number, total: number, quoted: number | null = null) => ({
    reference: `RH-2026-${String(n).padStart(6, "0")}`,
    customerId: customer!.id,
    productId: product!.id,
    vehicleClassId: vehicle!.id,
    status,
    adults: 2,
    priceBreakdown: {} as never,
    totalHalalas: total,
    quotedTotalHalalas: quoted,
    language: "en",
    createdAt: new Date(now - createdAgoMs),
  });
  const rows = await db
    .insert(bookings)
    .values([
      booking(1, "confirmed", 0, 50_000),
      booking(2, "pending", 0, 30_000),
      booking(3, "completed", DAY, 20_000, 25_000),
      booking(4, "quoted", 2 * DAY, 40_000, 45_000),
      booking(5, "cancelled", 2 * DAY, 10_000),
    ])
    .returning({ id: bookings.id });
  const leg = { pickup: {}, dropoff: {}, vehicleClassId: vehicle!.id, priceHalalas: 1 };
  // Today in Makkah: a minute after now keeps it in today unless the test runs at 23:59.
  await db.insert(jobs).values([
    { ...leg, bookingId: rows[0]!.id, legIndex: 0, status: "assigned", pickupAt: new Date(now + 60_000) },
    // Availability asked: still without an operator.
    { ...leg, bookingId: rows[0]!.id, legIndex: 1, status: "offered", pickupAt: new Date(now + 2 * DAY) },
    { ...leg, bookingId: rows[1]!.id, legIndex: 0, status: "unassigned", pickupAt: new Date(now + 60_000) },
    { ...leg, bookingId: rows[1]!.id, legIndex: 1, status: "unassigned", pickupAt: new Date(now + 3 * DAY) },
    { ...leg, bookingId: rows[4]!.id, legIndex: 0, status: "cancelled", pickupAt: new Date(now + 60_000) },
  ]);
  await db.insert(contactMessages).values([
    { name: "A", email: "a@example.test", subject: "s", message: "m", language: "en" },
    { name: "B", email: "b@example.test", subject: "s", message: "m", language: "ar", createdAt: new Date(now - DAY) },
  ]);
  await db.insert(errorLogs).values([{ fingerprint: "f1", source: "server", message: "boom" }]);
  await db.insert(outboxMessages).values([{ channel: "email", recipient: "x@example.test", template: "t", body: "b", status: "failed" }]);
});
afterAll(() => server.stop());

describe("dashboard KPIs", () => {
  it("counts today's pickups, unassigned jobs, quote conversion and the alerts", async () => {
    const { counts } = (await admin.request("GET", "/api/admin/dashboard")).body as { counts: Record<string, number> };
    expect(counts).toMatchObject({ pickupsToday: 2, unassignedJobs: 3, quoteConversion: 50, openErrors: 1, outboxBacklog: 1, contactMessages: 2 });
  });

  it("draws 14 days of contact messages and bookings and 8 weeks of revenue, oldest first, today last", async () => {
    const { charts } = (await admin.request("GET", "/api/admin/dashboard")).body as { charts: Record<string, { at: string; value: number }[]> };
    const today = makkahDay(new Date());
    expect(charts.contactMessagesPerDay).toHaveLength(14);
    expect(charts.contactMessagesPerDay!.at(-1)).toEqual({ at: today, value: 1 });
    expect(charts.contactMessagesPerDay!.at(-2)).toEqual({ at: makkahDay(new Date(Date.now() - DAY)), value: 1 });
    expect(charts.bookingsPerDay!.at(-1)).toEqual({ at: today, value: 2 });
    expect(charts.bookingsPerDay!.reduce((sum, p) => sum + p.value, 0)).toBe(5);
    expect(charts.revenuePerWeek).toHaveLength(8);
    expect(charts.revenuePerWeek!.at(-1)!.at).toBe(makkahWeek(new Date()));
    // Confirmed 500 SAR and completed (quoted) 250 SAR; pending, quoted and cancelled do not count.
    expect(charts.revenuePerWeek!.reduce((sum, p) => sum + p.value, 0)).toBe(750);
  });

  it("shows a viewer the booking figures but not revenue, errors or the outbox", async () => {
    const account = await createStaffAccount(server, "viewer");
    const viewer = new StaffClient(server);
    await viewer.signIn(account.email, account.password);
    const body = (await viewer.request("GET", "/api/admin/dashboard")).body as { counts: Record<string, number>; charts: Record<string, unknown> };
    expect(Object.keys(body.charts).sort()).toEqual(["bookingsPerDay", "contactMessagesPerDay"]);
    expect(body.counts).not.toHaveProperty("openErrors");
    expect(body.counts).not.toHaveProperty("outboxBacklog");
    expect(body.counts.pickupsToday).toBe(2);
  });
});
