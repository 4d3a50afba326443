import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { bookings, jobs } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import type { PublicBookingView } from "#shared/bookings/api-contract";
import { quotedTotal, type QuoteAdjustment } from "#shared/bookings/quote-adjustments";
import { formatSar } from "#shared/products/money";
import { insertTestBooking } from "./test-bookings.repository";

/*
 * Issue 11: a staff quote is the trip's breakdown plus lines, and the customer reads exactly that:
 * the lines add up to the total shown, in both languages, and the staff's reason never reaches the
 * customer (booking link API, messages). Issue 18: closing by hand asks why only when something
 * went wrong.
 */
let server: TestServer;
let ops: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaffAccount(server, "operations");
  ops = new StaffClient(server);
  await ops.signIn(account.email, account.password);
});
afterAll(async () => server.stop());

const REASON = "Internal: the driver's cousin lives in Badr, do not tell the customer";
const badr = (amountHalalas: number): QuoteAdjustment => ({ label: { en: "Extra stop at Badr", ar: "وقفة إضافية في بدر" }, amountHalalas });
const discount = (amountHalalas: number): QuoteAdjustment => ({ label: { en: "Returning family", ar: "عائلة عائدة" }, amountHalalas });

/** The customer's newest messages and the booking link they carry (the token is stored only as a hash). */
async function newestMessages(phone: string) {
  const rows = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.id));
  const token = /\/booking-info\/([A-Za-z0-9_-]{20,})/.exec(rows[0]!.body)![1]!;
  return { rows, token };
}
const customerView = async (token: string) => (await (await fetch(`${server.url}/api/booking-info/${token}`)).json()) as PublicBookingView;

describe("staff quotes as lines", () => {
  it("every quote and revised quote adds up exactly to the total the customer sees, lines in both languages, reason never shown", async () => {
    const booking = await insertTestBooking(server.database.db, { language: "ar" });
    const revisions: QuoteAdjustment[][] = [
      [badr(20_000)],
      [badr(20_000), discount(-5_000)],
      [],
      [discount(-34_900)],
      [badr(15_000), badr(5_000), discount(-100)],
    ];
    for (const [index, adjustments] of revisions.entries()) {
      const answer = await ops.request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments, reason: `${REASON} #${index}` });
      expect([index, answer.status]).toEqual([index, 200]);
      const { rows, token } = await newestMessages(booking.phone);
      const view = await customerView(token);
      const total = quotedTotal(view.breakdown.totalHalalas, view.quoted!.adjustments);
      expect(total).toBe(view.totalHalalas);
      expect(view.quoted!.totalHalalas).toBe(view.totalHalalas);
      expect(view.quoted!.adjustments).toEqual(adjustments);
      expect(JSON.stringify(view)).not.toContain("Internal:");
      // The message: the customer's language, the lines and the total, never the reason.
      const message = rows[0]!;
      expect(message.template).toBe(index === 0 ? "booking.quoted" : "booking.requoted");
      expect(message.body).toContain(formatSar(total, "ar"));
      for (const line of adjustments) expect(message.body).toContain(line.label.ar);
      expect(message.body).not.toContain("Extra stop");
      expect(message.body).not.toContain("Internal:");
      // Staff keep the reason in their own read and timeline.
      const staff = (await ops.request("GET", `/api/admin/bookings/${booking.id}`)).body as unknown as AdminBookingDetail;
      expect(staff.quoted).toMatchObject({ totalHalalas: total, reason: `${REASON} #${index}`, adjustments });
      expect(staff.timeline.at(-1)!.note).toBe(`${REASON} #${index}`);
    }
  });

  it("refuses lines that would take the total to zero or below (400 on the lines) and changes nothing", async () => {
    const booking = await insertTestBooking(server.database.db);
    const [before] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const answer = await ops.request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: [discount(-35_000)], reason: "Too generous" });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ adjustments: "The new total must stay above zero: make the lines smaller." });
    const [after] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toEqual(before);
  });

  it("stores the lines beside the quoted total", async () => {
    const booking = await insertTestBooking(server.database.db);
    await ops.request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: [badr(20_000)], reason: "Badr" });
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ quotedTotalHalalas: 55_000, totalHalalas: 55_000, quoteAdjustments: [badr(20_000)] });
  });
});

describe("closing a booking by hand", () => {
  const complete = (id: number, body: object = {}) => ops.request("POST", `/api/admin/bookings/${id}/complete`, body);

  it("needs no reason once the pickups have passed", async () => {
    const booking = await insertTestBooking(server.database.db, { status: "confirmed", hoursFromNow: [-30, -5] });
    expect((await complete(booking.id)).status).toBe(200);
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("completed");
  });

  it("asks why before a pickup still to come, or when a leg did not end normally; with the reason it closes", async () => {
    const early = await insertTestBooking(server.database.db, { status: "confirmed", hoursFromNow: [-5, 20] });
    const refused = await complete(early.id, { note: "  " });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ note: "The last pickup has not come yet: say why the booking is closed now." });
    ops.cookies.set("lang", "ar");
    expect((await complete(early.id)).body.fieldErrors).toEqual({ note: "لم يحن موعد آخر استلام بعد: اذكر سبب إغلاق الحجز الآن." });
    ops.cookies.delete("lang");
    expect((await complete(early.id, { note: "Second leg done by the customer's own car" })).status).toBe(200);

    const noShow = await insertTestBooking(server.database.db, { status: "confirmed", hoursFromNow: [-5] });
    await server.database.db.update(jobs).set({ status: "no_show" }).where(eq(jobs.bookingId, noShow.id));
    expect((await complete(noShow.id)).body.fieldErrors).toEqual({ note: "A leg did not end normally (no-show, cancelled or declined): say what happened." });
    expect((await server.database.db.select().from(bookings).where(eq(bookings.id, noShow.id)))[0]!.status).toBe("confirmed");
  });
});
