import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import { jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { outboxMessages } from "#server/db/schema/outbox";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { DispatchAlerts, LegDispatch } from "#shared/dispatch/dispatch-api";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { operatorLink } from "./job-move.service";
import { createTestDispatch } from "./test-dispatch-harness";
import { insertTestOperator, jobOf, tokenSentTo } from "./test-dispatch.repository";

let server: TestServer;
let ops: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaffAccount(server, "operations");
  ops = new StaffClient(server);
  await ops.signIn(account.email, account.password);
});
afterAll(async () => server.stop());

const db = () => server.database.db;
const stored = async (jobId: number) => (await db().select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const events = (jobId: number) => db().select().from(jobEvents).where(eq(jobEvents.jobId, jobId));

async function assignedLeg(hours = 72) {
  const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [hours] });
  const job = await jobOf(db(), booking.id);
  const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "en" });
  const assigned = await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 });
  expect(assigned.status).toBe(200);
  return { booking, job, operator, token: await tokenSentTo(db(), operator.phone, "operator-confirm") };
}

describe("operator links: tokens", () => {
  it("answers null / 404 for a wrong, expired, revoked, other-purpose or other operator's token, and changes nothing", async () => {
    const dispatch = createTestDispatch(db());
    const { job, operator, token } = await assignedLeg();
    expect(await dispatch.operatorLinks.view(token, "operator_confirm")).not.toBeNull();
    // Wrong: not a token at all, or a well-shaped one nobody issued.
    expect(await dispatch.operatorLinks.view("nope", "operator_confirm")).toBeNull();
    expect(await dispatch.operatorLinks.view("A".repeat(43), "operator_confirm")).toBeNull();
    // Wrong purpose.
    expect(await dispatch.operatorLinks.view(token, "operator_availability")).toBeNull();
    expect(await dispatch.operatorLinks.step(token, { to: "started" })).toEqual({ ok: false, status: 404 });
    // Another operator's link to the same leg (as a stale availability link would be) has no say.
    const other = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const foreign = operatorLink("operator_confirm", other.id, job.pickupAt);
    const issued = await dispatch.moves.move({ jobId: job.id, source: "system", decide: async () => ({ steps: [], issue: [foreign.link] }) });
    expect(issued.ok).toBe(true);
    expect(await dispatch.operatorLinks.view(foreign.token, "operator_confirm")).toBeNull();
    expect(await dispatch.operatorLinks.confirm(foreign.token, { driverId: other.driverId, vehicleId: other.vehicleId })).toEqual({ ok: false, status: 404 });
    // Expired: the same link one second past its expiry (a test clock, no waiting).
    const later = createTestDispatch(db(), () => new Date(job.pickupAt.getTime() + 1_000));
    expect(await later.operatorLinks.view(token, "operator_confirm")).toBeNull();
    expect(await later.operatorLinks.confirm(token, { driverId: operator.driverId, vehicleId: operator.vehicleId })).toEqual({ ok: false, status: 404 });
    // Revoked.
    await db()
      .update(tokenLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.operatorId, operator.id)));
    expect(await dispatch.operatorLinks.view(token, "operator_confirm")).toBeNull();
    expect(await dispatch.operatorLinks.decline(token, {})).toEqual({ ok: false, status: 404 });
    expect(await stored(job.id)).toMatchObject({ status: "assigned", operatorId: operator.id });
    expect((await events(job.id)).map((event) => event.toStatus)).toEqual(["assigned"]);
  });

  it("a confirm link of an operator no longer on the leg is dead even before it is revoked", async () => {
    const dispatch = createTestDispatch(db());
    const { job, token } = await assignedLeg();
    const next = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    // The leg moves to another operator behind the link's back (e.g. another process): the operator check still refuses.
    await db().update(jobs).set({ operatorId: next.id }).where(eq(jobs.id, job.id));
    expect(await dispatch.operatorLinks.view(token, "operator_confirm")).toBeNull();
    expect(await dispatch.operatorLinks.decline(token, {})).toEqual({ ok: false, status: 404 });
    expect((await stored(job.id)).status).toBe("assigned");
  });
});

describe("operator links: availability answers", () => {
  it("records Available / Not available with a note, changeable until staff assign; then the link is dead", async () => {
    const dispatch = createTestDispatch(db());
    const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [50] });
    const job = await jobOf(db(), booking.id);
    const a = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "ar" });
    const b = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [a.id, b.id] });
    const tokenA = await tokenSentTo(db(), a.phone, "operator-availability");
    const tokenB = await tokenSentTo(db(), b.phone, "operator-availability");
    const view = await dispatch.operatorLinks.view(tokenA, "operator_availability");
    expect(view).toMatchObject({
      language: "ar",
      answer: { value: null, canChange: true },
      customer: null,
      fleet: null,
      nextSteps: [],
      operatorPriceHalalas: 20_000,
    });
    expect(await dispatch.operatorLinks.answerAvailability(tokenA, { answer: "unavailable" })).toMatchObject({
      ok: true,
      view: { answer: { value: "unavailable" } },
    });
    const changed = await dispatch.operatorLinks.answerAvailability(tokenA, { answer: "available", note: "Two vans free" });
    expect(changed).toMatchObject({ ok: true, view: { answer: { value: "available", note: "Two vans free" } } });
    // B's link answers only for B.
    await dispatch.operatorLinks.answerAvailability(tokenB, { answer: "unavailable" });
    const leg = (await ops.request("GET", `/api/admin/jobs/${job.id}/dispatch`)).body as unknown as LegDispatch;
    expect(leg.requests.map((request) => [request.operatorId, request.answer, request.note])).toEqual([
      [a.id, "available", "Two vans free"],
      [b.id, "unavailable", null],
    ]);
    // Asking A again reuses the round's row and sends a fresh link; the old one ends.
    await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [a.id] });
    expect(await db().select().from(availabilityRequests).where(eq(availabilityRequests.jobId, job.id))).toHaveLength(2);
    expect(await dispatch.operatorLinks.view(tokenA, "operator_availability")).toBeNull();
    const freshA = await tokenSentTo(db(), a.phone, "operator-availability");
    // Staff assign A: every availability link of the leg ends.
    await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: a.id, operatorPriceHalalas: 30_000 });
    expect(await dispatch.operatorLinks.answerAvailability(freshA, { answer: "unavailable" })).toEqual({ ok: false, status: 404 });
    expect(await dispatch.operatorLinks.view(tokenB, "operator_availability")).toBeNull();
    const [rowA] = await db()
      .select()
      .from(availabilityRequests)
      .where(and(eq(availabilityRequests.jobId, job.id), eq(availabilityRequests.operatorId, a.id)));
    expect(rowA).toMatchObject({ answer: "available" });
  });
});

describe("operator links: nobody available", () => {
  it("when every operator asked has answered Not available, the leg goes back to unassigned by the system, marked, staff alerted", async () => {
    const dispatch = createTestDispatch(db());
    const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [60] });
    const job = await jobOf(db(), booking.id);
    const a = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    const b = await insertTestOperator(db(), { classIds: [job.vehicleClassId] });
    // An operator had the leg before (assigned, then taken off): the alert must not name them.
    const earlier = await insertTestOperator(db(), { classIds: [job.vehicleClassId], name: "Earlier Transport" });
    const assigned = await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: earlier.id, operatorPriceHalalas: 10_000 });
    expect(assigned.status).toBe(200);
    expect((await ops.request("POST", `/api/admin/jobs/${job.id}/unassign`, { note: "Vehicle broke down" })).status).toBe(200);
    await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [a.id, b.id] });
    const tokenA = await tokenSentTo(db(), a.phone, "operator-availability");
    const tokenB = await tokenSentTo(db(), b.phone, "operator-availability");
    // One of two says no: still offered, A's answer kept.
    expect(await dispatch.operatorLinks.answerAvailability(tokenA, { answer: "unavailable", note: "Both vans in Taif" })).toMatchObject({ ok: true });
    expect((await stored(job.id)).status).toBe("offered");
    // The link's use is recorded on the link.
    const [usedA] = await db()
      .select()
      .from(tokenLinks)
      .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.operatorId, a.id), eq(tokenLinks.purpose, "operator_availability")));
    expect(usedA!.lastUsedAt).toBeInstanceOf(Date);
    // The last one says no too: back to unassigned, nothing left for the operators' links to answer.
    expect(await dispatch.operatorLinks.answerAvailability(tokenB, { answer: "unavailable" })).toEqual({ ok: true, view: null });
    expect(await stored(job.id)).toMatchObject({ status: "unassigned", attention: "nobody_available", operatorId: null });
    const last = (await events(job.id)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: "offered", toStatus: "unassigned", actor: "system", note: "no operator available" });
    const answers = await db().select().from(availabilityRequests).where(eq(availabilityRequests.jobId, job.id));
    expect(answers.map((row) => [row.operatorId, row.answer, row.closedAt !== null])).toEqual([
      [a.id, "unavailable", true],
      [b.id, "unavailable", true],
    ]);
    const alert = (await db().select().from(outboxMessages).where(eq(outboxMessages.template, "dispatch.alert"))).find((m) =>
      m.body.includes(booking.reference),
    );
    expect(alert?.body).toMatch(/^None of the operators asked is available\./);
    expect(await dispatch.operatorLinks.view(tokenA, "operator_availability")).toBeNull();
    const leg = (await ops.request("GET", `/api/admin/jobs/${job.id}/dispatch`)).body as unknown as LegDispatch;
    expect(leg.attention).toBe("nobody_available");
    const alerts = (await ops.request("GET", "/api/admin/dispatch/alerts")).body as unknown as DispatchAlerts;
    expect(alerts.alerts.find((entry) => entry.jobId === job.id)).toMatchObject({ reason: "nobody_available", operatorName: null });
  });
});

describe("the no-answer timeout (test clock)", () => {
  it("returns an assigned leg not confirmed by its deadline to unassigned, marked, alerted, the operator told", async () => {
    const { job, operator, token } = await assignedLeg(48);
    const deadline = (await stored(job.id)).confirmBy!;
    const before = createTestDispatch(db(), () => new Date(deadline.getTime() - 1_000));
    // Earlier tests' legs may time out here too: this leg's own state is what counts.
    await before.system.sweepNoAnswer();
    expect((await stored(job.id)).status).toBe("assigned");

    const after = createTestDispatch(db(), () => new Date(deadline.getTime() + 1_000));
    expect(await after.system.sweepNoAnswer()).toBeGreaterThanOrEqual(1);
    expect(await stored(job.id)).toMatchObject({ status: "unassigned", attention: "no_answer", operatorId: null, confirmBy: null });
    const last = (await events(job.id)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: "assigned", toStatus: "unassigned", actor: "system", source: "system" });
    expect(last.note).toMatch(/^No confirmation by /);
    const templates = (await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, operator.phone)).orderBy(asc(outboxMessages.id))).map(
      (m) => m.template,
    );
    expect(templates).toEqual(["dispatch.assigned", "dispatch.unassigned"]);
    const alert = (await db().select().from(outboxMessages).where(eq(outboxMessages.template, "dispatch.alert"))).find((m) =>
      m.body.includes("did not confirm in time"),
    );
    expect(alert?.channel).toBe("email");
    expect(await after.operatorLinks.view(token, "operator_confirm")).toBeNull();
    expect(await after.system.sweepNoAnswer()).toBe(0);
  });

  it("caps the deadline 3 hours before pickup, and leaves a confirmed leg alone", async () => {
    const { job, operator, token } = await assignedLeg(3.25);
    const stored_ = await stored(job.id);
    expect(stored_.confirmBy!.getTime()).toBe(stored_.pickupAt.getTime() - 3 * 3_600_000);
    const dispatch = createTestDispatch(db());
    expect((await dispatch.operatorLinks.confirm(token, { driverId: operator.driverId, vehicleId: operator.vehicleId })).ok).toBe(true);
    const late = createTestDispatch(db(), () => new Date(stored_.pickupAt.getTime()));
    await late.system.sweepNoAnswer();
    expect((await stored(job.id)).status).toBe("confirmed");
  });
});

describe("junk input on every new body field: 4xx, nothing changed", () => {
  it("refuses bad bodies with field messages (English and Arabic) and bad ids with 404", async () => {
    const booking = await insertTestBooking(db(), { status: "confirmed" });
    const job = await jobOf(db(), booking.id);
    const base = `/api/admin/jobs/${job.id}`;
    const cases: [string, unknown][] = [
      ["ask", {}],
      ["ask", { operatorIds: [] }],
      ["ask", { operatorIds: ["1"] }],
      ["ask", { operatorIds: Array.from({ length: 21 }, (_, i) => i + 1) }],
      ["ask", { operatorIds: [1], extra: true }],
      ["assign", { operatorId: 1 }],
      ["assign", { operatorId: 0, operatorPriceHalalas: 100 }],
      ["assign", { operatorId: 1, operatorPriceHalalas: 150 }],
      ["assign", { operatorId: 1, operatorPriceHalalas: -100 }],
      ["assign", { operatorId: 1, operatorPriceHalalas: 10_000_100 }],
      ["assign", { operatorId: 1, operatorPriceHalalas: 100, acceptOverlap: "yes" }],
      ["assign", { operatorId: 1, operatorPriceHalalas: 100, expectedStatus: "lost" }],
      ["assign", { operatorId: 1, operatorPriceHalalas: 100, note: "bad\u0000note" }],
      ["unassign", { note: "x".repeat(501) }],
      ["unassign", { expectedStatus: 5 }],
      ["transition", {}],
      ["transition", { to: "flying" }],
      ["transition", { to: "started", note: 12 }],
      ["start-link", { resend: true }],
      ["dismiss-alert", []],
      ["assign", "not an object"],
    ];
    for (const [path, body] of cases) {
      const answer = await ops.request("POST", `${base}/${path}`, body);
      expect([path, JSON.stringify(body), answer.status]).toEqual([path, JSON.stringify(body), 400]);
      expect(typeof answer.body.error).toBe("string");
    }
    const raw = await fetch(`${server.url}${base}/ask`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: [...ops.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        Origin: server.url,
        "x-csrf-token": ops.csrf,
      },
      body: "{not json",
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    const arabic = await ops.request("POST", `${base}/assign`, { operatorId: 1, operatorPriceHalalas: 150 }, { headers: { "Accept-Language": "ar" } });
    expect(arabic.body.fieldErrors).toEqual({ operatorPriceHalalas: "أدخل أجرة المشغّل بالريالات الكاملة، حتى 100,000 ريال." });
    const english = await ops.request("POST", `${base}/ask`, { operatorIds: [] });
    expect(english.body.fieldErrors).toEqual({ operatorIds: "Choose between 1 and 20 operators." });
    for (const id of ["abc", "0", "99999999999", "2147483648"]) {
      expect((await ops.request("GET", `/api/admin/jobs/${id}/dispatch`)).status).toBe(404);
      expect((await ops.request("POST", `/api/admin/jobs/${id}/dismiss-alert`, {})).status).toBe(404);
    }
    expect((await ops.request("GET", `/api/admin/jobs/2000000000/candidates`)).status).toBe(404);
    expect((await ops.request("POST", `/api/admin/jobs/2000000000/assign`, { operatorId: 1, operatorPriceHalalas: 100 })).status).toBe(404);
    expect(await stored(job.id)).toMatchObject({ status: "unassigned", version: 1 });
    expect(await events(job.id)).toEqual([]);
  });

  it("refuses junk in the operator's confirm form at the schema", async () => {
    const { confirmFormSchema, tripStepFormSchema, availabilityFormSchema } = await import("#shared/dispatch/dispatch.schema");
    expect(confirmFormSchema.safeParse({ driverName: "Ali\u0000" }).success).toBe(false);
    expect(confirmFormSchema.safeParse({ plate: "x".repeat(21) }).success).toBe(false);
    expect(confirmFormSchema.safeParse({ driverId: "abc" }).success).toBe(false);
    expect(confirmFormSchema.safeParse({ other: "1" }).success).toBe(false);
    expect(confirmFormSchema.parse({ driverId: "", plate: " ", vehicleId: "7" })).toEqual({ vehicleId: 7 });
    expect(tripStepFormSchema.safeParse({ to: "cancelled" }).success).toBe(false);
    expect(availabilityFormSchema.safeParse({ answer: "maybe" }).success).toBe(false);
  });
});

describe("a cancelled booking", () => {
  it("ends its legs' operator links and tells the operator", async () => {
    const { booking, job, operator, token } = await assignedLeg();
    const cancelled = await ops.request("POST", `/api/admin/bookings/${booking.id}/cancel`, { reason: "Customer cancelled by phone" });
    expect(cancelled.status).toBe(200);
    expect(await stored(job.id)).toMatchObject({ status: "cancelled", version: 3 });
    expect(
      await db()
        .select()
        .from(tokenLinks)
        .where(and(eq(tokenLinks.jobId, job.id), isNull(tokenLinks.revokedAt))),
    ).toEqual([]);
    const templates = (await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, operator.phone)).orderBy(outboxMessages.id)).map(
      (m) => m.template,
    );
    expect(templates).toEqual(["dispatch.assigned", "dispatch.cancelled"]);
    expect(await createTestDispatch(db()).operatorLinks.view(token, "operator_confirm")).toBeNull();
  });
});
