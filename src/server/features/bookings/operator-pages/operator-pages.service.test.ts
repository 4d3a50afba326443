import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobEvents, jobs } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { createTestDispatch } from "../dispatch/test-dispatch-harness";
import { insertTestOperator, jobOf, tokenSentTo } from "../dispatch/test-dispatch.repository";
import { createOperatorPagesService } from "./operator-pages.service";

/*
 * The operator pages' reads and posts over dispatch's real operator-side moves and a real
 * database: what each post answers (done, refused with the field, the friendly 404), that a
 * refused or wrong post changes nothing, and that a double tap is answered as done without a
 * second move. (The guard in front is operator-pages.routes.test.ts; the pages themselves,
 * rendered, are tests/e2e/operator/operator-pages.spec.ts.)
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

const db = () => server.database.db;
const pagesAt = (now?: () => Date) => createOperatorPagesService({ moves: createTestDispatch(db(), now).operatorLinks });
const stored = async (jobId: number) => (await db().select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const eventsOf = (jobId: number) => db().select().from(jobEvents).where(eq(jobEvents.jobId, jobId));
const requestsOf = (jobId: number) => db().select().from(availabilityRequests).where(eq(availabilityRequests.jobId, jobId));
/** Everything a post could change on the leg. */
const snapshot = async (jobId: number) => ({ job: await stored(jobId), events: await eventsOf(jobId), requests: await requestsOf(jobId) });

async function askedLeg(hours = 72) {
  const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [hours] });
  const job = await jobOf(db(), booking.id);
  const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "ar" });
  expect((await ops.request("POST", `/api/admin/jobs/${job.id}/ask`, { operatorIds: [operator.id] })).status).toBe(200);
  return { booking, job, operator, availability: await tokenSentTo(db(), operator.phone, "operator-availability") };
}
async function assignedLeg(hours = 72) {
  const leg = await askedLeg(hours);
  expect((await ops.request("POST", `/api/admin/jobs/${leg.job.id}/assign`, { operatorId: leg.operator.id, operatorPriceHalalas: 15_000 })).status).toBe(200);
  return { ...leg, confirm: await tokenSentTo(db(), leg.operator.phone, "operator-confirm") };
}

describe("operator pages: availability", () => {
  it("answers, changes the answer, takes a double tap as done, and closes when staff assign", async () => {
    const pages = pagesAt();
    const { job, availability, operator } = await askedLeg();
    const view = await pages.view(availability, "operator_availability");
    expect(view).toMatchObject({ kind: "leg", leg: { language: "ar", status: "offered", answer: { value: null, canChange: true } } });

    // Junk: the page again with the field, nothing changed.
    const before = await snapshot(job.id);
    for (const [fields, error] of [
      [{ intent: "answer", answer: "maybe" }, "answer"],
      [{ intent: "answer", answer: "available", note: "x".repeat(501) }, "note"],
      [{ intent: "answer", answer: "available", extra: "1" }, "invalid"],
      [{ intent: "accept", driverId: String(operator.driverId) }, "invalid"],
      [{}, "invalid"],
    ] as const)
      expect(await pages.submit(availability, "operator_availability", fields), JSON.stringify(fields)).toEqual({ kind: "refused", status: 400, error });
    expect(await snapshot(job.id)).toEqual(before);

    const form = { intent: "answer", answer: "available", note: "Car ready at 9" };
    expect(await pages.submit(availability, "operator_availability", form)).toEqual({ kind: "done", flag: "available" });
    const [answered] = await requestsOf(job.id);
    expect(answered).toMatchObject({ answer: "available", note: "Car ready at 9" });
    // A double tap: done, nothing written again.
    const afterFirst = await snapshot(job.id);
    expect(await pages.submit(availability, "operator_availability", form)).toEqual({ kind: "done", flag: "available" });
    expect(await createOperatorPagesService({ moves: createTestDispatch(db()).operatorLinks }).submit(availability, "operator_availability", form)).toEqual({
      kind: "done",
      flag: "available",
    });
    expect(await snapshot(job.id)).toEqual(afterFirst);
    // Changed while the round is open.
    expect(await pages.submit(availability, "operator_availability", { intent: "answer", answer: "unavailable", note: "" })).toEqual({
      kind: "done",
      flag: "unavailable",
    });
    expect((await requestsOf(job.id))[0]).toMatchObject({ answer: "unavailable", note: null });

    // Staff assign: the availability link is closed, the page is the friendly 404, a post changes nothing.
    expect((await ops.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 15_000 })).status).toBe(200);
    // (Seen from a process that does not remember this operator's last answer.)
    expect(await pagesAt().view(availability, "operator_availability")).toBeNull();
    const assigned = await snapshot(job.id);
    expect(await pages.submit(availability, "operator_availability", { intent: "answer", answer: "available" })).toEqual({ kind: "gone" });
    expect(await snapshot(job.id)).toEqual(assigned);
  });

  it("the last 'not available' of a round closes the link with a thank-you, not the wrong-link page", async () => {
    const pages = pagesAt();
    const { job, availability } = await askedLeg();
    expect(await pages.submit(availability, "operator_availability", { intent: "answer", answer: "unavailable" })).toEqual({
      kind: "done",
      flag: "unavailable",
    });
    expect((await stored(job.id)).status).toBe("unassigned");
    expect(await pages.view(availability, "operator_availability")).toEqual({ kind: "closed", flag: "unavailable", language: "ar" });
    // Another process (nothing remembered) shows the friendly 404.
    expect(await pagesAt().view(availability, "operator_availability")).toBeNull();
  });

  it("a wrong token, or a token of another page, is gone and changes nothing", async () => {
    const pages = pagesAt();
    const { job, availability } = await askedLeg();
    const before = await snapshot(job.id);
    const wrong = `${availability.slice(0, -4)}AAAA`;
    for (const [token, purpose] of [
      [wrong, "operator_availability"],
      [availability, "operator_confirm"],
      [availability, "operator_start"],
      ["short", "operator_availability"],
    ] as const) {
      expect(await pages.view(token, purpose)).toBeNull();
      expect(await pages.submit(token, purpose, { intent: "answer", answer: "available" })).toEqual({ kind: "gone" });
    }
    expect(await snapshot(job.id)).toEqual(before);
  });
});

describe("operator pages: confirm", () => {
  it("refuses an Accept without a driver or with a bad phone (nothing changed), then confirms a typed driver and car once", async () => {
    const pages = pagesAt();
    const { job, confirm, operator } = await assignedLeg();
    const before = await snapshot(job.id);
    for (const [fields, error] of [
      [{ intent: "accept", vehicleId: String(operator.vehicleId) }, "driver"],
      [{ intent: "accept", driverId: "new", driverName: "Salem", driverPhone: "12", vehicleId: String(operator.vehicleId) }, "driverPhone"],
      [{ intent: "accept", driverId: String(operator.driverId + 1000), vehicleId: String(operator.vehicleId) }, "driver"],
      [{ intent: "accept", driverId: String(operator.driverId), plate: "AB 12" }, "model"],
      [{ intent: "step", to: "started" }, "invalid"],
    ] as const)
      expect(await pages.submit(confirm, "operator_confirm", fields), JSON.stringify(fields)).toEqual({ kind: "refused", status: 400, error });
    expect(await snapshot(job.id)).toEqual(before);

    const accept = {
      intent: "accept",
      driverId: "new",
      driverName: "سالم الحربي",
      driverPhone: "0551234567",
      vehicleId: "new",
      plate: "KSA 4821",
      model: "Hyundai Staria",
    };
    expect(await pages.submit(confirm, "operator_confirm", accept)).toEqual({ kind: "done", flag: "confirmed" });
    expect(await pages.submit(confirm, "operator_confirm", accept)).toEqual({ kind: "done", flag: "confirmed" });
    const after = await stored(job.id);
    expect(after).toMatchObject({
      status: "confirmed",
      driver: { name: "سالم الحربي", phone: "+966551234567" },
      vehicle: { plate: "KSA 4821", model: "Hyundai Staria" },
    });
    expect((await eventsOf(job.id)).filter((event) => event.toStatus === "confirmed")).toHaveLength(1);
    expect(await pages.view(confirm, "operator_confirm")).toMatchObject({ kind: "leg", leg: { status: "confirmed", driver: { name: "سالم الحربي" } } });
  });

  it("declines once: a double tap is done, and the closed link says it was declined (for this process), else the 404", async () => {
    const pages = pagesAt();
    const { job, confirm } = await assignedLeg();
    const decline = { intent: "decline", note: "Car in the garage" };
    expect(await pages.submit(confirm, "operator_confirm", decline)).toEqual({ kind: "done", flag: "declined" });
    expect(await pages.submit(confirm, "operator_confirm", decline)).toEqual({ kind: "done", flag: "declined" });
    expect((await stored(job.id)).status).toBe("unassigned");
    expect((await eventsOf(job.id)).filter((event) => event.toStatus === "declined")).toHaveLength(1);
    expect(await pages.view(confirm, "operator_confirm")).toEqual({ kind: "closed", flag: "declined", language: "ar" });
    // Another post on the closed link, or another process: the friendly 404.
    expect(await pages.submit(confirm, "operator_confirm", { intent: "accept", driverId: "1", vehicleId: "1" })).toEqual({ kind: "gone" });
    expect(await pagesAt().view(confirm, "operator_confirm")).toBeNull();
  });
});

describe("operator pages: start", () => {
  it("steps through the trip; a double tap is one event; a step out of order or a no-show without a note is refused; expired is gone", async () => {
    const pages = pagesAt();
    const { job, confirm, operator } = await assignedLeg(1);
    expect(
      await pages.submit(confirm, "operator_confirm", { intent: "accept", driverId: String(operator.driverId), vehicleId: String(operator.vehicleId) }),
    ).toEqual({
      kind: "done",
      flag: "confirmed",
    });
    await createTestDispatch(db()).system.sendDueStartLinks();
    const start = await tokenSentTo(db(), operator.phone, "op/start");
    expect(await pages.view(start, "operator_start")).toMatchObject({
      kind: "leg",
      leg: { nextSteps: ["started"], customer: { whatsapp: expect.any(Boolean) } },
    });

    const before = await snapshot(job.id);
    expect(await pages.submit(start, "operator_start", { intent: "step", to: "arrived" })).toEqual({ kind: "refused", status: 409, error: "changed" });
    expect(await pages.submit(start, "operator_start", { intent: "step", to: "confirmed" })).toEqual({ kind: "refused", status: 400, error: "step" });
    expect(await snapshot(job.id)).toEqual(before);

    expect(await pages.submit(start, "operator_start", { intent: "step", to: "started" })).toEqual({ kind: "done", flag: "started" });
    expect(await pages.submit(start, "operator_start", { intent: "step", to: "started" })).toEqual({ kind: "done", flag: "started" });
    expect((await eventsOf(job.id)).filter((event) => event.toStatus === "started")).toHaveLength(1);
    expect(await pages.submit(start, "operator_start", { intent: "step", to: "arrived", note: "Gate 3" })).toEqual({ kind: "done", flag: "arrived" });
    expect(await pages.submit(start, "operator_start", { intent: "step", to: "no_show" })).toEqual({ kind: "refused", status: 409, error: "noteRequired" });
    expect((await stored(job.id)).status).toBe("arrived");

    // Twelve hours after pickup the start link has expired: gone, nothing changed.
    const later = pagesAt(() => new Date(job.pickupAt.getTime() + 12 * 3_600_000 + 60_000));
    const arrived = await snapshot(job.id);
    expect(await later.view(start, "operator_start")).toBeNull();
    expect(await later.submit(start, "operator_start", { intent: "step", to: "on_board" })).toEqual({ kind: "gone" });
    expect(await snapshot(job.id)).toEqual(arrived);
  });
});
