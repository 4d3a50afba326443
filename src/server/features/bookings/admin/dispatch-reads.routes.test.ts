import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, jobs } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { makkahDay } from "#server/platform/modules/dashboard-series";
import { startTestServer } from "#server/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminBookingsAnswer, AdminJobsAnswer } from "#shared/bookings/admin-answers";
import type { DashboardAnswer } from "#shared/dashboard/dashboard-answer";
import { insertTestBooking } from "./test-bookings.repository";

/*
 * What the tracker and the dashboard read of dispatch: each leg's operator and red mark, the
 * count of legs that still need an operator (unassigned or offered, booking open, pickup ahead:
 * #shared/dispatch/needs-operator), the dashboard's tile of the same, and the margin per day.
 */
let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const setLeg = (bookingId: number, values: Partial<typeof jobs.$inferInsert>) =>
  server.database.db.update(jobs).set(values).where(eq(jobs.bookingId, bookingId));

describe("dispatch in the tracker's reads", () => {
  it("gives each leg its operator's name and red mark, and counts only legs that still need an operator", async () => {
    const db = server.database.db;
    const [operator] = await db.insert(operators).values({ name: "Al Noor Transport", phone: "+966500000111" }).returning();
    const open = await insertTestBooking(db, { status: "confirmed", name: "Needs One", hoursFromNow: [5] });
    const offered = await insertTestBooking(db, { status: "pending", name: "Asked Around", hoursFromNow: [6] });
    const assigned = await insertTestBooking(db, { status: "confirmed", name: "Has One", hoursFromNow: [7] });
    await insertTestBooking(db, { status: "cancelled", name: "Called Off", hoursFromNow: [8] });
    await insertTestBooking(db, { status: "confirmed", name: "Yesterday", hoursFromNow: [-20] });
    const declined = await insertTestBooking(db, { status: "confirmed", name: "Said No", hoursFromNow: [9] });
    await setLeg(offered.id, { status: "offered" });
    await setLeg(assigned.id, { status: "assigned", operatorId: operator!.id, operatorPriceHalalas: 20_000 });
    await setLeg(declined.id, { status: "unassigned", attention: "declined", attentionAt: new Date() });

    const rows = ((await admin.request("GET", "/api/admin/jobs?limit=200")).body as unknown as AdminJobsAnswer).rows;
    const row = (reference: string) => rows.find((r) => r.reference === reference)!;
    expect(row(assigned.reference)).toMatchObject({ status: "assigned", operatorName: "Al Noor Transport", dispatchAttention: null });
    expect(row(declined.reference)).toMatchObject({ status: "unassigned", operatorName: null, dispatchAttention: "declined" });
    expect(row(open.reference)).toMatchObject({ operatorName: null, dispatchAttention: null });

    const counts = ((await admin.request("GET", "/api/admin/bookings?limit=1")).body as unknown as AdminBookingsAnswer).counts;
    // open, offered and declined (back to unassigned); not the assigned, the cancelled booking's or yesterday's.
    expect(counts.withoutOperator).toBe(3);
    const dashboard = (await admin.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer;
    expect(dashboard.counts.unassignedJobs).toBe(3);

    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, open.id));
    const after = ((await admin.request("GET", "/api/admin/bookings?limit=1")).body as unknown as AdminBookingsAnswer).counts;
    expect(after.withoutOperator).toBe(2);
  });

  it("draws the margin per Makkah day (past week and next): customers' total, operators' cost and what is left, without cancelled legs, for operations only", async () => {
    const db = server.database.db;
    // Today, an hour ago (a Makkah day that began at least an hour ago is today unless the test runs right after midnight).
    const day = makkahDay(new Date(Date.now() - 3_600_000));
    const kept = await insertTestBooking(db, { status: "confirmed", hoursFromNow: [-1] });
    const dropped = await insertTestBooking(db, { status: "cancelled", hoursFromNow: [-1] });
    await setLeg(kept.id, { status: "completed", priceHalalas: 50_000, operatorPriceHalalas: 32_000 });
    await setLeg(dropped.id, { status: "cancelled", priceHalalas: 90_000, operatorPriceHalalas: 10_000 });
    const before = ((await admin.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer).charts.marginPerDay!;
    // The past week and the coming one: today is the seventh point, a week ahead the last.
    expect(before).toHaveLength(14);
    expect(before[6]!.at).toBe(makkahDay(new Date()));
    expect(before.at(-1)!.at).toBe(makkahDay(new Date(Date.now() + 7 * 86_400_000)));
    const point = before.find((p) => p.at === day)!;
    // The earlier test's legs of today count too (no operator price yet: all margin); compare with this booking's leg removed.
    await setLeg(kept.id, { status: "cancelled" });
    const without = ((await admin.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer).charts.marginPerDay!.find((p) => p.at === day)!;
    const parts = (p: typeof point) => ({ customer: p.parts?.customer ?? Number.NaN, operator: p.parts?.operator ?? Number.NaN });
    expect(parts(point).customer - parts(without).customer).toBe(500);
    expect(parts(point).operator - parts(without).operator).toBe(320);
    expect(point.value - without.value).toBe(180);
    expect(point.value).toBe(parts(point).customer - parts(point).operator);

    const account = await createStaffAccount(server, "viewer");
    const viewer = new StaffClient(server);
    await viewer.signIn(account.email, account.password);
    const charts = ((await viewer.request("GET", "/api/admin/dashboard")).body as unknown as DashboardAnswer).charts;
    expect(charts.marginPerDay).toBeUndefined();
  });
});
