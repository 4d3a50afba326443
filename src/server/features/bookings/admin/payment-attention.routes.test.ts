import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "#server/db/schema/payments";
import { insertDepositBooking } from "#server/test-support/deposit-bookings.repository";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";
import type { AdminBookingsAnswer } from "#shared/bookings/admin-answers";

let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());
const db = () => server.database.db;
const list = async (query: string) => (await admin.request("GET", `/api/admin/bookings?limit=200&q=Marks${query}`)).body as unknown as AdminBookingsAnswer;

describe("staff bookings: the payment marks", () => {
  it("marks a failed last attempt and an overdue balance, each only while it holds, and filters by them", async () => {
    // The balance falls due 48 hours before pickup: overdue for a pickup in 24 hours, not for one in 72.
    const overdue = await insertDepositBooking(db(), { name: "Marks Overdue", paid: 8_750, pickupIn: 24 });
    const notYet = await insertDepositBooking(db(), { name: "Marks Not Yet", paid: 8_750, pickupIn: 72 });
    const failed = await insertDepositBooking(db(), { name: "Marks Failed", failed: true, pickupIn: 72 });
    const both = await insertDepositBooking(db(), { name: "Marks Both", paid: 8_750, failed: true, pickupIn: 24 });
    const fullyPaid = await insertDepositBooking(db(), { name: "Marks Fully Paid", paid: 35_000, pickupIn: 24 });
    const cancelled = await insertDepositBooking(db(), { name: "Marks Cancelled", paid: 8_750, failed: true, pickupIn: 24, status: "cancelled" });
    const completed = await insertDepositBooking(db(), { name: "Marks Completed", paid: 8_750, failed: true, pickupIn: 24, status: "completed" });
    const cash = await insertDepositBooking(db(), { name: "Marks Cash", paid: 8_750, pickupIn: 24, paymentStatus: "paid" });
    const nothingPaid = await insertDepositBooking(db(), { name: "Marks Nothing Paid", pickupIn: 24 });
    // A failed attempt, then the deposit paid: the money came, so no mark.
    const recovered = await insertDepositBooking(db(), { name: "Marks Recovered", pickupIn: 72 });
    const at = Date.now();
    await db()
      .insert(payments)
      .values([
        { bookingId: recovered.id, kind: "deposit", amountHalalas: 8_750, status: "failed", createdAt: new Date(at - 60_000) },
        { bookingId: recovered.id, kind: "deposit", amountHalalas: 8_750, status: "paid", paidAt: new Date(at), createdAt: new Date(at) },
      ]);

    const answer = await list("");
    const marks = (reference: string) => answer.rows.find((row) => row.reference === reference)?.paymentAttention;
    expect(marks(overdue.reference)).toEqual({ paymentFailed: false, balanceOverdue: true });
    expect(marks(notYet.reference)).toEqual({ paymentFailed: false, balanceOverdue: false });
    expect(marks(failed.reference)).toEqual({ paymentFailed: true, balanceOverdue: false });
    expect(marks(both.reference)).toEqual({ paymentFailed: true, balanceOverdue: true });
    for (const none of [fullyPaid, cancelled, completed, cash, nothingPaid, recovered])
      expect(marks(none.reference), none.reference).toEqual({ paymentFailed: false, balanceOverdue: false });

    const references = async (filter: string) => (await list(`&payment=${filter}`)).rows.map((row) => row.reference).sort();
    expect(await references("overdue")).toEqual([overdue.reference, both.reference].sort());
    expect(await references("failed")).toEqual([failed.reference, both.reference].sort());
    expect(await references("attention")).toEqual([overdue.reference, failed.reference, both.reference].sort());
    expect((await list("&payment=overdue")).total).toBe(2);
  });

  it("refuses an unknown payment filter with a 400 in the staff member's words", async () => {
    const answer = await admin.request("GET", "/api/admin/bookings?payment=late");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Unknown payment filter.");
  });
});
