import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, jobs } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminBookingsAnswer, AdminJobsAnswer } from "#shared/bookings/admin-answers";
import type { DashboardAnswer } from "#shared/dashboard/dashboard-answer";
import { insertTestBooking } from "./test-bookings.repository";

/*
 * What the tracker and the dashboard read of dispatch: each leg's operator and red mark, the
 * count of legs that still need an operator (unassigned or offered, booking open, pickup ahead:
 * #shared/dispatch/needs-operator) and the dashboard's tile of the same.
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
});
