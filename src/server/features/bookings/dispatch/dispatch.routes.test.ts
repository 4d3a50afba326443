import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { bookings, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { outboxMessages } from "#server/db/schema/outbox";
import { auditLog } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { DispatchAlerts, DispatchCandidate, LegDispatch } from "#shared/dispatch/dispatch-api";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { createTestDispatch } from "./test-dispatch-harness";
import { insertTestOperator, jobOf, tokenSentTo } from "./test-dispatch.repository";

let server: TestServer;
let ops: StaffClient;
let viewer: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaffAccount(server, "operations");
  ops = new StaffClient(server);
  await ops.signIn(account.email, account.password);
  const viewerAccount = await createStaffAccount(server, "viewer");
  viewer = new StaffClient(server);
  await viewer.signIn(viewerAccount.email, viewerAccount.password);
});
afterAll(async () => server.stop());

const db = () => server.database.db;
const leg = (body: unknown) => body as unknown as LegDispatch;

/** A confirmed booking with one leg (Jeddah airport → Makkah, 2 adults) `hours` ahead, and its job. */
async function confirmedLeg(hours = 72) {
  const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [hours] });
  return { booking, job: await jobOf(db(), booking.id) };
}
const stored = async (jobId: number) => (await db().select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const messagesTo = (recipient: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(asc(outboxMessages.id));
const liveLinks = (jobId: number) =>
  db()
    .select()
    .from(tokenLinks)
    .where(and(eq(tokenLinks.jobId, jobId), isNull(tokenLinks.revokedAt)));

describe("dispatch: candidates and asking availability", () => {
  it("lists who fits, who is blocked and why, who is busy; asks two operators in their languages", async () => {
    const { job } = await confirmedLeg();
    const cls = job.vehicleClassId;
    const arabic = await insertTestOperator(db(), { classIds: [cls], language: "ar", name: "Arabic Co" });
    const english = await insertTestOperator(db(), { classIds: [cls], language: "en", whatsapp: false, name: "English Co", defaultPriceHalalas: 18_000 });
    const suspended = await insertTestOperator(db(), { classIds: [cls], status: "suspended" });
    const expired = await insertTestOperator(db(), { classIds: [cls], documentExpiresOn: "2020-01-01" });
    const elsewhere = await insertTestOperator(db(), { classIds: [cls], areas: ["madinah"] });
    const tiny = await insertTestOperator(db(), { classIds: [cls], seats: 1 });

    const answer = await viewer.request("GET", `/api/admin/jobs/${job.id}/candidates`);
    expect(answer.status).toBe(200);
    const byId = new Map((answer.body as unknown as DispatchCandidate[]).map((candidate) => [candidate.id, candidate]));
    expect(byId.get(arabic.id)).toMatchObject({ blocked: null, busyWith: [], answer: null, defaultPriceHalalas: 20_000 });
    expect(byId.get(english.id)).toMatchObject({ blocked: null, defaultPriceHalalas: 18_000 });
    expect(byId.get(suspended.id)?.blocked).toBe("suspended");
    expect(byId.get(expired.id)?.blocked).toBe("document_expired");
    expect(byId.get(elsewhere.id)?.blocked).toBe("area_not_served");
    expect(byId.get(tiny.id)?.blocked).toBe("too_few_seats");

    // Asking a blocked operator is refused and changes nothing.
    const refused = await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [arabic.id, suspended.id] });
    expect([refused.status, refused.body.code, refused.body.error]).toEqual([409, "dispatch.blocked.suspended", "This operator is suspended."]);
    expect((await stored(job.id)).status).toBe("unassigned");
    expect(await messagesTo(arabic.phone)).toEqual([]);

    const asked = await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [arabic.id, english.id] });
    expect(asked.status).toBe(200);
    expect(leg(asked.body)).toMatchObject({ status: "offered", version: 2 });
    expect(leg(asked.body).requests.map((request) => [request.operatorName, request.answer])).toEqual([
      ["Arabic Co", null],
      ["English Co", null],
    ]);
    const [toArabic] = await messagesTo(arabic.phone);
    expect(toArabic).toMatchObject({ channel: "whatsapp", template: "dispatch.availability" });
    expect(toArabic!.body).toContain("هل أنت متاح");
    expect(toArabic!.body).toContain("بتوقيت مكة المكرمة");
    expect(toArabic!.body).toMatch(/\/operator-availability\/[A-Za-z0-9_-]{43}/);
    const [toEnglish] = await messagesTo(english.email!);
    expect(toEnglish).toMatchObject({ channel: "email", template: "dispatch.availability" });
    expect(toEnglish!.subject).toContain("Are you available?");
    expect(toEnglish!.body).toContain("Makkah time");
    const links = await liveLinks(job.id);
    expect(links.map((link) => [link.purpose, link.operatorId]).sort()).toEqual(
      [
        ["operator_availability", arabic.id],
        ["operator_availability", english.id],
      ].sort(),
    );
    expect(links[0]!.expiresAt.getTime()).toBe(job.pickupAt.getTime());
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "job.ask"));
    expect(audit).toMatchObject({ entity: "job", entityId: String(job.id) });

    // The candidates now show who was asked.
    const after = (await viewer.request("GET", `/api/admin/jobs/${job.id}/candidates`)).body as unknown as DispatchCandidate[];
    expect(after.find((candidate) => candidate.id === arabic.id)?.answer).toBe("asked");
  });
});

describe("dispatch: assigning", () => {
  it("refuses a class the operator does not serve, a party larger than their seats, an unknown operator", async () => {
    const { job } = await confirmedLeg();
    const [other] = await db().select({ id: vehicleClasses.id }).from(vehicleClasses).where(ne(vehicleClasses.id, job.vehicleClassId)).limit(1);
    const otherClass = await insertTestOperator(db(), { classIds: [other!.id] });
    const tiny = await insertTestOperator(db(), { classIds: [job.vehicleClassId], seats: 1 });
    const assign = (operatorId: number) => ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId, operatorPriceHalalas: 15_000 });
    const wrongClass = await assign(otherClass.id);
    expect([wrongClass.status, wrongClass.body.code, wrongClass.body.error]).toEqual([
      409,
      "dispatch.blocked.class_not_served",
      "This operator does not serve the leg's vehicle class.",
    ]);
    const seats = await assign(tiny.id);
    expect([seats.status, seats.body.code]).toEqual([409, "dispatch.blocked.too_few_seats"]);
    expect((await assign(2_000_000_000)).body.code).toBe("dispatch.operator.notFound");
    expect(await stored(job.id)).toMatchObject({ status: "unassigned", version: 1, operatorId: null });
  });

  it("assigns: the operator, price, deadline; availability links ended, a confirm link sent; then confirm by the link", async () => {
    const { booking, job } = await confirmedLeg(72);
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "en" });
    await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [operator.id] });
    const assigned = await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, {
      operatorId: operator.id,
      operatorPriceHalalas: 15_000,
      expectedStatus: "offered",
    });
    expect(assigned.status).toBe(200);
    const body = leg(assigned.body);
    expect(body).toMatchObject({ status: "assigned", operator: { id: operator.id }, operatorPriceHalalas: 15_000, requests: [] });
    // 30 minutes by default (the pickup is 72 hours away, so the 3-hour cap does not bite).
    expect(new Date(body.confirmBy!).getTime() - new Date(body.assignedAt!).getTime()).toBe(30 * 60_000);
    const links = await liveLinks(job.id);
    expect(links.map((link) => link.purpose)).toEqual(["operator_confirm"]);
    const [request] = await db().select().from(availabilityRequests).where(eq(availabilityRequests.jobId, job.id));
    expect(request!.closedAt).not.toBeNull();
    const message = (await messagesTo(operator.phone)).find((m) => m.template === "dispatch.assigned")!;
    expect(message.body).toContain("Your price: SAR");

    const harness = createTestDispatch(db());
    const token = await tokenSentTo(db(), operator.phone, "operator-confirm");
    const view = await harness.operatorLinks.view(token, "operator_confirm");
    expect(view).toMatchObject({ purpose: "operator_confirm", language: "en", reference: booking.reference, status: "assigned", operatorPriceHalalas: 15_000 });
    expect(view!.nextSteps).toEqual(["confirmed", "declined"]);
    expect(view!.fleet!.drivers.map((driver) => driver.id)).toEqual([operator.driverId]);
    expect(await harness.operatorLinks.view(token, "operator_start")).toBeNull();

    const missing = await harness.operatorLinks.confirm(token, { driverName: "Ali" });
    expect(missing).toMatchObject({ ok: false, status: 400, key: "dispatch.confirm.driverRequired", field: "driverPhone" });
    const badPhone = await harness.operatorLinks.confirm(token, { driverName: "Ali", driverPhone: "12", vehicleId: operator.vehicleId });
    expect(badPhone).toMatchObject({ ok: false, key: "dispatch.confirm.driverPhone" });
    const notTheirs = await harness.operatorLinks.confirm(token, { driverId: operator.driverId + 10_000, vehicleId: operator.vehicleId });
    expect(notTheirs).toMatchObject({ ok: false, key: "dispatch.confirm.notYours", field: "driverId" });
    expect((await stored(job.id)).status).toBe("assigned");

    const confirmed = await harness.operatorLinks.confirm(token, { driverName: "Ali Hassan", driverPhone: "0501234567", plate: "xyz 123", model: "GMC Yukon" });
    expect(confirmed).toMatchObject({
      ok: true,
      view: { status: "confirmed", driver: { name: "Ali Hassan", phone: "+966501234567" }, vehicle: { plate: "XYZ 123" } },
    });
    const [event] = await db()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.toStatus, "confirmed")));
    expect(event).toMatchObject({ actor: "operator", source: "operator", fromStatus: "assigned" });
    // A second Accept is refused by the table and changes nothing.
    expect(await harness.operatorLinks.confirm(token, { driverId: operator.driverId, vehicleId: operator.vehicleId })).toMatchObject({
      ok: false,
      status: 409,
      key: "job.transition.notAllowed",
    });
  });

  it("warns (409 dispatch.overlap with the other legs) when the operator has a leg within 90 minutes; acceptOverlap goes on", async () => {
    const first = await confirmedLeg(100);
    const second = await confirmedLeg(101);
    const operator = await insertTestOperator(db(), { classIds: [first.job.vehicleClassId] });
    expect((await ops.request("POST", `/api/admin/jobs/${first.job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 })).status).toBe(200);
    const warned = await ops.request("POST", `/api/admin/jobs/${second.job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe("dispatch.overlap");
    expect(warned.body.overlap).toEqual([{ jobId: first.job.id, reference: first.booking.reference, pickupAt: first.job.pickupAt.toISOString() }]);
    expect(warned.body.current).toEqual({ status: "unassigned", version: 1 });
    expect((await stored(second.job.id)).status).toBe("unassigned");
    const candidates = (await ops.request("GET", `/api/admin/jobs/${second.job.id}/candidates`)).body as unknown as DispatchCandidate[];
    expect(candidates.find((candidate) => candidate.id === operator.id)?.busyWith.map((busy) => busy.jobId)).toEqual([first.job.id]);
    const accepted = await ops.request("POST", `/api/admin/jobs/${second.job.id}/assign`, {
      operatorId: operator.id,
      operatorPriceHalalas: 10_000,
      acceptOverlap: true,
    });
    expect(accepted.status).toBe(200);
  });

  it("serialises two assigns at once: one 200, one 409 with the current state", async () => {
    const { job } = await confirmedLeg();
    const a = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const b = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const [first, second] = await Promise.all(
      [a, b].map((operator) =>
        ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000, expectedStatus: "unassigned" }),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const loser = first!.status === 409 ? first! : second!;
    expect(loser.body).toMatchObject({ code: "dispatch.status.stale", current: { status: "assigned", version: 2 } });
    expect(await db().select().from(jobEvents).where(eq(jobEvents.jobId, job.id))).toHaveLength(1);
  });

  it("reassigns: the old operator told and their links ended, the new one gets a link; a reassign needs a note", async () => {
    const { job } = await confirmedLeg();
    const old = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const next = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: old.id, operatorPriceHalalas: 10_000 });
    const oldToken = await tokenSentTo(db(), old.phone, "operator-confirm");
    const noNote = await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: next.id, operatorPriceHalalas: 12_000 });
    expect([noNote.status, noNote.body.code]).toEqual([409, "job.transition.noteRequired"]);
    const moved = await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: next.id, operatorPriceHalalas: 12_000, note: "Closer driver" });
    expect(moved.status).toBe(200);
    expect(leg(moved.body)).toMatchObject({ status: "assigned", operator: { id: next.id }, operatorPriceHalalas: 12_000 });
    expect((await messagesTo(old.phone)).map((m) => m.template)).toEqual(["dispatch.assigned", "dispatch.unassigned"]);
    const harness = createTestDispatch(db());
    // The old operator's link is dead: reading or confirming answers 404 and changes nothing.
    expect(await harness.operatorLinks.view(oldToken, "operator_confirm")).toBeNull();
    expect(await harness.operatorLinks.confirm(oldToken, { driverId: old.driverId, vehicleId: old.vehicleId })).toEqual({ ok: false, status: 404 });
    expect((await stored(job.id)).status).toBe("assigned");
    expect((await liveLinks(job.id)).map((link) => [link.purpose, link.operatorId])).toEqual([["operator_confirm", next.id]]);
  });
});

describe("dispatch: unassign, decline, alerts", () => {
  it("unassigns with a note: links revoked, operator told, audited", async () => {
    const { job } = await confirmedLeg();
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    const noNote = await ops.request("POST", `/api/admin/jobs/${job.id}/unassign`, {});
    expect([noNote.status, noNote.body.code]).toEqual([409, "job.transition.noteRequired"]);
    const done = await ops.request("POST", `/api/admin/jobs/${job.id}/unassign`, { note: "Customer changed plans" });
    expect(leg(done.body)).toMatchObject({ status: "unassigned", operator: null, operatorPriceHalalas: null, confirmBy: null });
    expect(await liveLinks(job.id)).toEqual([]);
    expect((await messagesTo(operator.phone)).map((m) => m.template)).toEqual(["dispatch.assigned", "dispatch.unassigned"]);
    expect((await db().select().from(auditLog).where(eq(auditLog.action, "job.unassign"))).length).toBeGreaterThan(0);
  });

  it("an operator's decline puts the leg back to unassigned at once, marked, alerted (list and operations email)", async () => {
    const { booking, job } = await confirmedLeg();
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId], name: "Decliner" });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    const harness = createTestDispatch(db());
    const token = await tokenSentTo(db(), operator.phone, "operator-confirm");
    const declined = await harness.operatorLinks.decline(token, { note: "No driver free" });
    expect(declined).toEqual({ ok: true, view: null });
    const after = leg((await ops.request("GET", `/api/admin/jobs/${job.id}/dispatch`)).body);
    expect(after).toMatchObject({ status: "unassigned", attention: "declined", operator: null });
    expect(after.events.at(-3)?.data).toEqual({ operatorId: operator.id, operatorName: "Decliner", operatorPriceHalalas: 10_000 });
    expect(after.events.slice(-2).map((event) => [event.fromStatus, event.toStatus, event.actor, event.source])).toEqual([
      ["assigned", "declined", "operator", "operator"],
      ["declined", "unassigned", "system", "operator"],
    ]);
    const alerts = (await viewer.request("GET", "/api/admin/dispatch/alerts")).body as unknown as DispatchAlerts;
    expect(alerts.alerts.find((alert) => alert.jobId === job.id)).toMatchObject({ reason: "declined", reference: booking.reference, operatorName: "Decliner" });
    expect(alerts.count).toBe(alerts.alerts.length);
    const [email] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, "dispatch.alert"), eq(outboxMessages.channel, "email")));
    expect(email!.body).toContain("Decliner declined: No driver free");
    expect(await harness.operatorLinks.view(token, "operator_confirm")).toBeNull();

    const dismissed = await ops.request("POST", `/api/admin/jobs/${job.id}/dismiss-alert`, {});
    expect(leg(dismissed.body).attention).toBeNull();
    const later = (await viewer.request("GET", "/api/admin/dispatch/alerts")).body as unknown as DispatchAlerts;
    expect(later.alerts.some((alert) => alert.jobId === job.id)).toBe(false);
  });

  it("staff moves: decline needs a note; Ask/Assign/Unassign moves are refused here; the trip steps go forward only", async () => {
    const { job } = await confirmedLeg();
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    const move = (body: Record<string, unknown>) => ops.request("POST", `/api/admin/jobs/${job.id}/transition`, body);
    expect((await move({ to: "declined" })).body.code).toBe("job.transition.noteRequired");
    expect((await move({ to: "unassigned", note: "x" })).body.code).toBe("dispatch.move.useAction");
    expect((await move({ to: "completed" })).body.code).toBe("job.transition.notAllowed");
    expect((await move({ to: "confirmed", note: "Operator phoned" })).status).toBe(200);
    for (const to of ["started", "arrived", "on_board"]) expect((await move({ to })).status).toBe(200);
    const arabic = await ops.request("POST", `/api/admin/jobs/${job.id}/transition`, { to: "started" }, { headers: { "Accept-Language": "ar" } });
    expect([arabic.status, arabic.body.error]).toEqual([409, "لا يمكن إجراء هذا التغيير في الحالة الحالية للرحلة."]);
  });
});

describe("dispatch: the operator's trip steps and the booking's end", () => {
  it("the start link makes only the operator's moves; the last leg completed completes the booking", async () => {
    const { booking, job } = await confirmedLeg(1);
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    const harness = createTestDispatch(db());
    const confirmToken = await tokenSentTo(db(), operator.phone, "operator-confirm");
    expect((await harness.operatorLinks.confirm(confirmToken, { driverId: operator.driverId, vehicleId: operator.vehicleId })).ok).toBe(true);
    // Pickup within the 2-hour default: the start-link task sends it once.
    expect(await harness.system.sendDueStartLinks()).toBeGreaterThanOrEqual(1);
    expect(await harness.system.sendDueStartLinks()).toBe(0);
    const start = await tokenSentTo(db(), operator.phone, "op/start");
    const link = (await liveLinks(job.id)).find((entry) => entry.purpose === "operator_start")!;
    expect(link.expiresAt.getTime()).toBe(job.pickupAt.getTime() + 12 * 3_600_000);
    const view = await harness.operatorLinks.view(start, "operator_start");
    expect(view).toMatchObject({ customer: { name: booking.customerName }, nextSteps: ["started"] });
    expect(await harness.operatorLinks.view(start, "operator_confirm")).toBeNull();
    // Out of order: refused by the table, nothing changed.
    expect(await harness.operatorLinks.step(start, { to: "arrived" })).toMatchObject({ ok: false, status: 409, key: "job.transition.notAllowed" });
    for (const to of ["started", "arrived", "on_board", "completed"] as const) expect((await harness.operatorLinks.step(start, { to })).ok).toBe(true);
    const [after] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.status).toBe("completed");
    expect((await db().select().from(outboxMessages).where(eq(outboxMessages.template, "booking.completed"))).length).toBeGreaterThan(0);
    expect(await harness.operatorLinks.step(start, { to: "no_show", note: "x" })).toMatchObject({ ok: false, key: "job.transition.terminal" });

    // Staff resend: a new start link, the old one ends.
    const resent = await ops.request("POST", `/api/admin/jobs/${job.id}/start-link`, {});
    expect(resent.status).toBe(409);
    expect(resent.body.code).toBe("dispatch.startLink.notConfirmed");
  });

  it("staff resend the start link: the old one stops working", async () => {
    const { job } = await confirmedLeg(24);
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    await ops.request("POST", `/api/admin/jobs/${job.id}/transition`, { to: "confirmed" });
    const first = await ops.request("POST", `/api/admin/jobs/${job.id}/start-link`, {});
    expect(leg(first.body).startLinkSentAt).not.toBeNull();
    const oldToken = await tokenSentTo(db(), operator.phone, "op/start");
    await ops.request("POST", `/api/admin/jobs/${job.id}/start-link`, {});
    const newToken = await tokenSentTo(db(), operator.phone, "op/start");
    const harness = createTestDispatch(db());
    expect(newToken).not.toBe(oldToken);
    expect(await harness.operatorLinks.view(oldToken, "operator_start")).toBeNull();
    expect(await harness.operatorLinks.view(newToken, "operator_start")).not.toBeNull();
  });
});

describe("dispatch: one leg cancelled, the settings, the money, the live events", () => {
  it("staff cancel one leg with a reason: the operator told, links ended", async () => {
    const { job } = await confirmedLeg();
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
    expect((await ops.request("POST", `/api/admin/jobs/${job.id}/transition`, { to: "cancelled" })).body.code).toBe("job.transition.noteRequired");
    const cancelled = await ops.request("POST", `/api/admin/jobs/${job.id}/transition`, { to: "cancelled", note: "Customer drives himself" });
    expect(leg(cancelled.body).status).toBe("cancelled");
    expect(await liveLinks(job.id)).toEqual([]);
    expect((await messagesTo(operator.phone)).map((m) => m.template)).toEqual(["dispatch.assigned", "dispatch.cancelled"]);
  });

  it("saves the dispatch settings on /admin/configurations (validated, audited) and assigns with them", async () => {
    const admin = (await signedInAdmin(server)).client;
    const site = ((await admin.request("GET", "/api/admin/configurations")).body as { site: Record<string, unknown> }).site;
    expect([site.dispatchConfirmWithinMinutes, site.startLinkHoursBefore]).toEqual([30, 2]);
    const bad = await admin.request("PATCH", "/api/admin/configurations/site", { ...site, dispatchConfirmWithinMinutes: 4, startLinkHoursBefore: 49 });
    expect([bad.status, bad.body.fieldErrors]).toEqual([
      400,
      { dispatchConfirmWithinMinutes: "Use 5 minutes or more.", startLinkHoursBefore: "At most 48 hours." },
    ]);
    const saved = await admin.request("PATCH", "/api/admin/configurations/site", { ...site, dispatchConfirmWithinMinutes: 45, startLinkHoursBefore: 3 });
    expect(saved.status).toBe(200);
    const audits = await db().select().from(auditLog).where(eq(auditLog.actorEmail, "admin@rihla.local"));
    expect(audits.some((entry) => JSON.stringify(entry.after).includes('"dispatchConfirmWithinMinutes":45'))).toBe(true);
    const { job } = await confirmedLeg();
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const assigned = leg((await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 })).body);
    expect(new Date(assigned.confirmBy!).getTime() - new Date(assigned.assignedAt!).getTime()).toBe(45 * 60_000);
    await admin.request("PATCH", "/api/admin/configurations/site", { ...site });
  });

  it("answers the margin per Makkah day (operations only) and tells live pages about each move", async () => {
    const { job } = await confirmedLeg(1);
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const told: [number, number, number][] = [];
    const harness = createTestDispatch(db(), () => new Date(), { jobChanged: (jobId, bookingId, version) => told.push([jobId, bookingId, version]) });
    const [user] = await db().select().from(users).limit(1);
    const result = await harness.staff.assign({ id: user!.id, email: user!.email, ip: "127.0.0.1" }, job.id, {
      operatorId: operator.id,
      operatorPriceHalalas: 25_000,
    });
    expect(result.ok).toBe(true);
    expect(told).toEqual([[job.id, job.bookingId, 2]]);
    const margin = await ops.request("GET", "/api/admin/dispatch/margin");
    expect(margin.status).toBe(200);
    const days = margin.body as unknown as { day: string; customerHalalas: number; operatorHalalas: number; marginHalalas: number }[];
    expect(days).toHaveLength(14);
    const day = days.find((entry) => entry.day === new Date(job.pickupAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 10))!;
    expect(day.operatorHalalas).toBeGreaterThanOrEqual(25_000);
    expect(day.marginHalalas).toBe(day.customerHalalas - day.operatorHalalas);
    expect((await viewer.request("GET", "/api/admin/dispatch/margin")).status).toBe(403);
  });
});
