import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { bookings, jobs, tokenLinks } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { submission } from "#server/test-support/booking-payloads";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminBookingDetail, AdminBookingsAnswer, AdminJobsAnswer } from "#shared/bookings/admin-answers";
import { bookingMessage } from "#shared/bookings/booking-messages";
import { formatSar } from "#shared/products/money";
import { insertTestBooking } from "./test-bookings.repository";

let server: TestServer;
let admin: StaffClient;
const clients: Record<string, StaffClient> = {};
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
  for (const role of ["operations", "content", "viewer"]) {
    const account = await createStaffAccount(server, role);
    clients[role] = new StaffClient(server);
    await clients[role].signIn(account.email, account.password);
  }
});
afterAll(async () => server.stop());

const ops = () => clients.operations!;
const detail = async (id: number, client = ops()) => (await client.request("GET", `/api/admin/bookings/${id}`)).body as unknown as AdminBookingDetail;
const stored = async (id: number) => (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("staff bookings: reads", () => {
  it("lists bookings for every role, with search, filters, paging, attention and counts", async () => {
    const soon = await insertTestBooking(server.database.db, { name: "Khadija Soon", hoursFromNow: [5] });
    const late = await insertTestBooking(server.database.db, { status: "confirmed", name: "Omar Late", hoursFromNow: [-2, 30] });
    const whatsapp = await insertTestBooking(server.database.db, { source: "whatsapp", name: "Yusuf Far", hoursFromNow: [200] });
    for (const role of ["viewer", "content", "operations"]) {
      const answer = await clients[role]!.request("GET", "/api/admin/bookings?q=khadija");
      expect(answer.status).toBe(200);
      expect((answer.body as unknown as AdminBookingsAnswer).rows.map((row) => row.reference)).toEqual([soon.reference]);
    }
    const all = (await ops().request("GET", "/api/admin/bookings?limit=200")).body as unknown as AdminBookingsAnswer;
    const row = (reference: string) => all.rows.find((r) => r.reference === reference)!;
    expect(row(soon.reference)).toMatchObject({
      status: "pending",
      attention: "unconfirmed_soon",
      legs: 1,
      totalHalalas: 35_000,
      customer: { name: "Khadija Soon" },
    });
    expect(row(late.reference)).toMatchObject({ attention: "overdue", legs: 2 });
    expect(row(whatsapp.reference)).toMatchObject({ attention: null, source: "whatsapp" });
    expect(all.counts).toEqual({ pending: 2, quoted: 0, overdue: 1, unconfirmedSoon: 1, cancellationRequested: 0, withoutOperator: 3 });

    const bySource = (await ops().request("GET", "/api/admin/bookings?source=whatsapp")).body as unknown as AdminBookingsAnswer;
    expect(bySource.rows.map((r) => r.reference)).toEqual([whatsapp.reference]);
    const byPhone = (await ops().request("GET", `/api/admin/bookings?q=${encodeURIComponent(soon.phone.slice(-6))}`)).body as unknown as AdminBookingsAnswer;
    expect(byPhone.rows.map((r) => r.reference)).toContain(soon.reference);
    const page = (await ops().request("GET", "/api/admin/bookings?limit=1&offset=1")).body as unknown as AdminBookingsAnswer;
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(all.total);
    const farDay = new Date(Date.now() + 200 * 3_600_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    const inRange = (await ops().request("GET", `/api/admin/bookings?from=${farDay}&to=${farDay}`)).body as unknown as AdminBookingsAnswer;
    expect(inRange.rows.map((r) => r.reference)).toContain(whatsapp.reference);
    expect(inRange.rows.map((r) => r.reference)).not.toContain(soon.reference);
  });

  it("lists legs as jobs with their booking, sorted by pickup, filtered by status and day", async () => {
    const two = await insertTestBooking(server.database.db, { name: "Two Legs", hoursFromNow: [48, 96] });
    const answer = (await clients.viewer!.request("GET", "/api/admin/jobs?q=two%20legs")).body as unknown as AdminJobsAnswer;
    expect(answer.rows.map((r) => [r.reference, r.legIndex, r.status, r.bookingStatus, r.passengers])).toEqual([
      [two.reference, 0, "unassigned", "pending", 2],
      [two.reference, 1, "unassigned", "pending", 2],
    ]);
    expect(((await ops().request("GET", "/api/admin/jobs?status=completed&q=two%20legs")).body as unknown as AdminJobsAnswer).rows).toEqual([]);
  });

  it("refuses bad filters with a 400 and unknown ids with a 404", async () => {
    const bad = await ops().request("GET", "/api/admin/bookings?status=lost&from=2026-02-30&limit=9999");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ status: "Unknown status.", from: "Enter a date as YYYY-MM-DD.", limit: "At most 200." });
    expect((await ops().request("GET", "/api/admin/jobs?from=2026-03-02&to=2026-03-01")).status).toBe(400);
    expect((await ops().request("GET", "/api/admin/bookings/abc")).status).toBe(404);
    expect((await ops().request("GET", "/api/admin/bookings/99999999")).status).toBe(404);
    expect((await ops().request("GET", "/api/admin/bookings?q=%00")).status).toBe(400);
  });

  it("shows one booking with customer, legs, prices, link and only the actions its state allows", async () => {
    const booking = await insertTestBooking(server.database.db, { name: "Detail Person" });
    const pending = await detail(booking.id, clients.viewer!);
    expect(pending).toMatchObject({ reference: booking.reference, status: "pending", customer: { name: "Detail Person" }, totalHalalas: 35_000, quoted: null });
    expect(pending.legs).toHaveLength(1);
    expect(pending.actions).toMatchObject({ quote: true, confirm: true, cancel: true, complete: false, edit: true });
  });
});

describe("staff bookings: actions", () => {
  it("quotes the trip plus lines with an internal reason: stored, in the timeline with the old price, audited", async () => {
    const booking = await insertTestBooking(server.database.db);
    const discount = [{ label: { en: "Returning family", ar: "عائلة عائدة" }, amountHalalas: -5_000 }];
    const noReason = await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: discount, reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: "Enter the reason for this price." });
    expect(
      (await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: [{ ...discount[0], amountHalalas: -5_050 }], reason: "Regular" }))
        .body.fieldErrors,
    ).toEqual({ "adjustments.0.amountHalalas": "Quote whole riyals." });
    // A total is never sent: the server adds the lines to the trip's own price.
    const quoted = await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, {
      totalHalalas: 100,
      adjustments: discount,
      reason: "Regular customer",
    });
    expect(quoted.status).toBe(200);
    const after = await detail(booking.id);
    expect(after).toMatchObject({
      status: "quoted",
      totalHalalas: 30_000,
      quoted: { totalHalalas: 30_000, reason: "Regular customer", adjustments: discount },
    });
    expect(after.timeline.at(-1)).toMatchObject({
      kind: "status",
      actor: "staff",
      fromStatus: "pending",
      toStatus: "quoted",
      note: "Regular customer",
      staffName: "operations tester",
      data: { quotedTotalHalalas: 30_000 },
    });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.quote"), eq(auditLog.entityId, booking.reference)));
    expect(audit).toMatchObject({
      before: { status: "pending" },
      after: { status: "quoted", quotedTotalHalalas: 30_000, adjustments: discount, note: "Regular customer" },
    });
    // A revised quote stays `quoted` and is a price edit in the timeline.
    const matched = [{ label: { en: "Matched offer", ar: "مطابقة عرض" }, amountHalalas: -7_000 }];
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: matched, reason: "Matched offer" })).status).toBe(200);
    expect((await detail(booking.id)).timeline.at(-1)).toMatchObject({
      kind: "quote",
      fromStatus: null,
      toStatus: null,
      data: { previousTotalHalalas: 30_000, totalHalalas: 28_000, tripHalalas: 35_000, adjustments: matched },
    });
  });

  it("confirms, then refuses what the table forbids with a 409 that changes nothing", async () => {
    const booking = await insertTestBooking(server.database.db);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/confirm`, {})).status).toBe(200);
    const confirmed = await detail(booking.id);
    expect(confirmed.actions).toMatchObject({ quote: false, confirm: false, cancel: true, complete: true, edit: false });
    const before = await stored(booking.id);
    const again = await ops().request("POST", `/api/admin/bookings/${booking.id}/confirm`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "This change is not possible at the booking's current status.", code: "booking.transition.notAllowed" });
    const quote = await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: [], reason: "Too late" });
    expect(quote.status).toBe(409);
    expect(await stored(booking.id)).toEqual(before);
    expect((await detail(booking.id)).timeline).toHaveLength(confirmed.timeline.length);
  });

  it("cancels with a reason (the legs follow), then the closed booking refuses every move", async () => {
    const booking = await insertTestBooking(server.database.db, { hoursFromNow: [24, 48] });
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/cancel`, { reason: "" })).status).toBe(400);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/cancel`, { reason: "Flight cancelled" })).status).toBe(200);
    const cancelled = await detail(booking.id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Flight cancelled" });
    expect(cancelled.legs.map((leg) => leg.status)).toEqual(["cancelled", "cancelled"]);
    expect(cancelled.legs[0]!.timeline[0]).toMatchObject({ actor: "system", fromStatus: "unassigned", toStatus: "cancelled", note: "Flight cancelled" });
    const closed = await ops().request("POST", `/api/admin/bookings/${booking.id}/confirm`, {});
    expect(closed.body).toMatchObject({ code: "booking.transition.terminal" });
    expect(cancelled.actions).toMatchObject({ quote: false, confirm: false, cancel: false, edit: false, resendLink: false });
  });

  it("records payment status and internal notes in the timeline", async () => {
    const booking = await insertTestBooking(server.database.db);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/payment`, { status: "deposit", note: "Bank transfer 100 SAR" })).status).toBe(200);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/payment`, { status: "deposit" })).status).toBe(409);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/payment`, { status: "free" })).status).toBe(400);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/note`, { text: "Wheelchair in the boot" })).status).toBe(200);
    const after = await detail(booking.id);
    expect(after.paymentStatus).toBe("deposit");
    expect(after.timeline.map((entry) => entry.kind)).toEqual(["payment", "note"]);
    expect(after.notes_internal[0]).toMatchObject({ note: "Wheelchair in the boot", staffName: "operations tester" });
  });

  it("edits before confirmation with a version check (409 on a stale version) and the class's capacity", async () => {
    const booking = await insertTestBooking(server.database.db);
    const { version } = await detail(booking.id);
    const edit = { version, adults: 1, children: 1, infants: 0, bags: 1, notes: "Two wheelchairs" };
    const tooMany = await ops().request("POST", `/api/admin/bookings/${booking.id}/edit`, { ...edit, adults: 59 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ adults: expect.stringMatching(/^The booked vehicle class carries at most \d+ passengers/) });
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/edit`, edit)).status).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ adults: 1, children: 1, bags: 1, notes: "Two wheelchairs", version: version + 1 });
    const stale = await ops().request("POST", `/api/admin/bookings/${booking.id}/edit`, { ...edit, adults: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("booking.version.stale");
    expect((await stored(booking.id)).adults).toBe(1);
    expect((await detail(booking.id)).timeline.at(-1)).toMatchObject({ kind: "edit", data: { before: { adults: 2, bags: 2 }, after: { adults: 1, bags: 1 } } });
  });

  it("lets only operations and admin act; others get 403 and nothing changes", async () => {
    const booking = await insertTestBooking(server.database.db);
    for (const role of ["viewer", "content"]) {
      const result = await clients[role]!.request("POST", `/api/admin/bookings/${booking.id}/confirm`, {});
      expect([role, result.status]).toEqual([role, 403]);
    }
    expect((await stored(booking.id)).status).toBe("pending");
    expect((await admin.request("POST", `/api/admin/bookings/${booking.id}/confirm`, {})).status).toBe(200);
    expect((await server.database.db.select().from(jobs).where(eq(jobs.bookingId, booking.id)))[0]!.status).toBe("unassigned");
  });

  it("a revised quote sends the customer the new total and a fresh link, in the booking's language", async () => {
    const booking = await insertTestBooking(server.database.db, { language: "ar" });
    const line = (amountHalalas: number) => [{ label: { en: "Group rate", ar: "سعر المجموعة" }, amountHalalas }];
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: line(-5_000), reason: "Group rate" })).status).toBe(200);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/quote`, { adjustments: line(-7_000), reason: "Matched offer" })).status).toBe(200);
    const messages = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, booking.phone)).orderBy(asc(outboxMessages.id));
    expect(messages.map((m) => m.template)).toEqual(["booking.quoted", "booking.requoted"]);
    const revised = messages.at(-1)!;
    expect(revised.channel).toBe("whatsapp");
    expect(revised.body).toContain(`سعر حجزك ${booking.reference} الآن ${formatSar(28_000, "ar")}`);
    expect(revised.body).toMatch(/\/ar\/booking-info\/[A-Za-z0-9_-]{20,}/);
    expect((await detail(booking.id)).timeline.at(-1)).toMatchObject({ kind: "quote", data: { totalHalalas: 28_000, channels: ["whatsapp"] } });
    const activeLinks = await server.database.db.select().from(tokenLinks).where(eq(tokenLinks.bookingId, booking.id));
    expect(activeLinks.filter((link) => link.revokedAt === null).length).toBeGreaterThanOrEqual(2);
  });

  it("answers staff in the back office's language (the lang cookie): field messages, refusals, the transition table, not found", async () => {
    const booking = await insertTestBooking(server.database.db);
    const client = ops();
    client.cookies.set("lang", "ar");
    try {
      const noReason = await client.request("POST", `/api/admin/bookings/${booking.id}/quote`, {
        adjustments: [{ label: { en: "Stop", ar: "" }, amountHalalas: 3_050 }],
        reason: "",
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body).toMatchObject({
        error: "بعض الحقول غير صحيحة.",
        fieldErrors: {
          "adjustments.0.amountHalalas": "اكتب السعر بالريالات الكاملة.",
          "adjustments.0.label.ar": "اكتب ما تغيّر بالعربية.",
          reason: "اكتب سبب هذا السعر.",
        },
      });
      const stale = await client.request("POST", `/api/admin/bookings/${booking.id}/edit`, {
        version: 99,
        adults: 2,
        children: 0,
        infants: 0,
        bags: 1,
        notes: "",
      });
      expect([stale.status, stale.body.error]).toEqual([409, "عدّل شخص آخر هذا الحجز بعد أن فتحته. أعد تحميله ثم أجرِ تعديلك مرة أخرى."]);
      expect((await client.request("POST", `/api/admin/bookings/${booking.id}/cancel`, { reason: "Customer asked" })).status).toBe(200);
      const refused = await client.request("POST", `/api/admin/bookings/${booking.id}/confirm`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(bookingMessage(String(refused.body.code), "ar"));
      expect(refused.body.error).not.toBe(bookingMessage(String(refused.body.code), "en"));
      expect((await client.request("GET", "/api/admin/bookings/2147483000")).body.error).toBe("هذا الحجز غير موجود.");
    } finally {
      client.cookies.delete("lang");
    }
    // Without the cookie, English as before.
    expect((await ops().request("GET", "/api/admin/bookings/2147483000")).body.error).toBe("This booking does not exist.");
  });

  it("resends the customer's link (a new one, old ones kept) or reissues it (old ones revoked), through the outbox", async () => {
    const booking = await insertTestBooking(server.database.db);
    const links = () => server.database.db.select().from(tokenLinks).where(eq(tokenLinks.bookingId, booking.id));
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/resend-link`, {})).status).toBe(200);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/resend-link`, {})).status).toBe(200);
    expect((await links()).filter((link) => link.revokedAt === null)).toHaveLength(2);
    expect((await ops().request("POST", `/api/admin/bookings/${booking.id}/reissue-link`, {})).status).toBe(200);
    const after = await links();
    expect(after.filter((link) => link.revokedAt === null)).toHaveLength(1);
    expect(after).toHaveLength(3);
    const messages = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, booking.phone)).orderBy(asc(outboxMessages.id));
    expect(messages.filter((m) => m.template === "booking.link")).toHaveLength(3);
    expect(messages.at(-1)!.body).toMatch(/\/booking-info\/[A-Za-z0-9_-]{20,}/);
    // Each message says what the old links do now: kept by a resend, ended by a reissue.
    expect(messages.filter((m) => m.template === "booking.link").map((m) => /sent you before (keep working|no longer work)/i.exec(m.body)?.[1])).toEqual([
      "keep working",
      "keep working",
      "no longer work",
    ]);
    const timeline = (await detail(booking.id)).timeline;
    expect(timeline.map((entry) => [entry.kind, entry.data?.revokedPrevious])).toEqual([
      ["link", false],
      ["link", false],
      ["link", true],
    ]);
    expect((await detail(booking.id)).link.active).toBe(true);
  });

  it("takes a booking by phone without a captcha, with its source and the staff member, audited", async () => {
    const { captcha: _captcha, ...payload } = submission();
    const noSource = await ops().request("POST", "/api/admin/bookings", payload);
    expect(noSource.status).toBe(400);
    expect(noSource.body.fieldErrors).toEqual({ source: "Choose where the booking came from (phone, WhatsApp or agent)." });
    expect((await ops().request("POST", "/api/admin/bookings", { ...payload, source: "web" })).status).toBe(400);
    const created = await ops().request("POST", "/api/admin/bookings", { ...payload, source: "phone" });
    expect(created.status).toBe(201);
    const view = await detail(created.body.id as number);
    expect(view).toMatchObject({ source: "phone", status: "pending", createdBy: "operations tester", customer: { name: "Aisha Rahman" } });
    expect((await clients.viewer!.request("POST", "/api/admin/bookings", { ...payload, source: "phone" })).status).toBe(403);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.create"), eq(auditLog.entityId, view.reference)));
    expect(audit).toMatchObject({ after: { source: "phone" } });
  });
});
