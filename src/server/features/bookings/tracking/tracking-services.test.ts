import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { vehiclePositions } from "#server/db/schema/tracking";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { POSITION_RETENTION_DAYS } from "#shared/tracking/tracking-constants";
import { createTrackingServices } from "./tracking-services";
import { legUnderWay, trackTokenSentTo } from "./test-tracking.repository";

/** Live tracking's services over a test server's database, with a clock the test sets (no waiting). */
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
const tracking = (now: () => Date = () => new Date()) =>
  createTrackingServices({ db: db(), siteUrl: "http://rihla.test", realtime: { publish: () => undefined } }, now);
const DAY = 24 * 3_600_000;

describe("tracking services", () => {
  it("derives the leg's live track link again (trackingLinkFor), and none once revoked", async () => {
    const { job, booking } = await legUnderWay(db(), ops);
    const sent = (await trackTokenSentTo(db(), booking.phone))!;
    const services = tracking();
    expect(await services.trackLinks.trackingLinkFor(job.id)).toBe(`http://rihla.test/track/${sent}`);
    await ops.request("DELETE", `/api/admin/jobs/${job.id}/track-link`);
    expect(await services.trackLinks.trackingLinkFor(job.id)).toBeNull();
    expect(await services.trackLinks.trackingLinkFor(2_000_000)).toBeNull();
  });

  it("keeps the link working until 2 hours after the leg ends, then it is a wrong link", async () => {
    const { job, booking, step } = await legUnderWay(db(), ops);
    const token = (await trackTokenSentTo(db(), booking.phone))!;
    for (const to of ["arrived", "on_board", "completed"]) await step("transition", { to });
    const at = (ms: number) => tracking(() => new Date(Date.now() + ms));
    expect(await at(0).trackLinks.verify(token)).toMatchObject({ jobId: job.id, ended: true });
    expect(await at(2 * 3_600_000 - 60_000).trackLinks.verify(token)).not.toBeNull();
    expect(await at(2 * 3_600_000 + 1_000).trackLinks.verify(token)).toBeNull();
    expect(await at(2 * 3_600_000 + 1_000).trackLinks.verify(token)).toBeNull();
  });

  it("purges fixes older than 30 days, and only those", async () => {
    const { job } = await legUnderWay(db(), ops);
    const now = Date.now();
    const row = (daysAgo: number, sequence: number) => ({
      jobId: job.id,
      lat: 21.42,
      lng: 39.82,
      accuracy: 5,
      recordedAt: new Date(now - daysAgo * DAY),
      receivedAt: new Date(now - daysAgo * DAY),
      sequence,
    });
    await db()
      .insert(vehiclePositions)
      .values([row(45, 0), row(POSITION_RETENTION_DAYS + 0.01, 1), row(POSITION_RETENTION_DAYS - 0.01, 2), row(1, 3)]);
    const purged = await tracking().positions.purgeBefore(new Date(now - POSITION_RETENTION_DAYS * DAY), 1);
    expect(purged).toBeGreaterThanOrEqual(2);
    const left = await db().select({ sequence: vehiclePositions.sequence }).from(vehiclePositions).where(eq(vehiclePositions.jobId, job.id));
    expect(left.map((entry) => entry.sequence).sort()).toEqual([2, 3]);
  });
});
