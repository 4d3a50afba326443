import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobs } from "#server/db/schema/bookings";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { JobTrack, LiveMap, TrackView } from "#shared/tracking/tracking-api";
import { insertTestBooking } from "../admin/test-bookings.repository";
import { jobOf } from "../dispatch/test-dispatch.repository";
import { insertFixes, issueTestLink, putLegUnderWay } from "./test-track.repository";

let server: TestServer;
let viewer: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaffAccount(server, "viewer");
  viewer = new StaffClient(server);
  await viewer.signIn(account.email, account.password);
});
afterAll(async () => server.stop());

const db = () => server.database.db;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/** A booking whose first leg is started, with a live track link and three fixes a minute apart on the Makkah road. */
async function startedLeg() {
  const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [0.5] });
  const job = await jobOf(db(), booking.id);
  await putLegUnderWay(db(), job.id, "started");
  const token = await issueTestLink(db(), { jobId: job.id, bookingId: booking.id }, "track", inHours(24));
  const now = Date.now();
  const fixes = [0, 1, 2].map((i) => ({ lat: 21.5 - i * 0.01, lng: 39.3 + i * 0.02, at: new Date(now - (3 - i) * 60_000), speed: 25 }));
  await insertFixes(db(), job.id, fixes);
  return { booking, job, token, fixes };
}

describe("GET /api/track/:token (the customer's track view)", () => {
  it("shows the leg under way: driver, vehicle, the fixes oldest first, the timeline private answer", async () => {
    const { booking, job, token, fixes } = await startedLeg();
    const res = await get(`/api/track/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const view = (await res.json()) as TrackView;
    expect(view).toMatchObject({
      jobId: job.id,
      reference: booking.reference,
      status: "started",
      ended: false,
      // The first name only, as on the booking page; the number to call is the driver's.
      driver: { name: "Khalid" },
      vehicle: { model: "Toyota Camry", colour: "white", plate: "ABC 1234" },
      contactPhone: "+966501234567",
      pickup: { label: { en: "Jeddah airport (KAIA), Terminal 1" }, lat: 21.6796, lng: 39.1565 },
      dropOff: { label: { en: "Makkah, Ajyad" } },
    });
    expect(view.recentPositions.map((p) => p.recordedAt)).toEqual(fixes.map((f) => f.at.toISOString()));
    expect(view.lastPosition).toMatchObject({ lat: fixes[2]!.lat, lng: fixes[2]!.lng, speed: 25, heading: 90 });
    expect(view.timeline.map((step) => step.status)).toEqual(["confirmed", "started"]);
  });

  it("answers the friendly 404 for a malformed, unknown, revoked or other-purpose token", async () => {
    const { booking, job } = await startedLeg();
    const bookingLink = await issueTestLink(db(), { bookingId: booking.id }, "booking", inHours(24));
    const startLink = await issueTestLink(db(), { jobId: job.id }, "operator_start", inHours(24));
    const revoked = await issueTestLink(db(), { jobId: job.id }, "track", inHours(24), true);
    for (const token of ["nope", "A".repeat(43), bookingLink, startLink, revoked]) {
      const res = await get(`/api/track/${token}`, { "Accept-Language": "ar" });
      expect(res.status, token).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: "هذا الرابط لا يعمل (خاطئ أو انتهت صلاحيته أو استُبدل).", code: "tracking.link.gone" });
    }
  });

  it("says the trip has ended, with no position and no number, once the leg is completed", async () => {
    const { job, token } = await startedLeg();
    await db().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    const view = (await (await get(`/api/track/${token}`)).json()) as TrackView;
    expect(view).toMatchObject({ status: "completed", ended: true, lastPosition: null, recentPositions: [], contactPhone: null });
  });

  it("after the link's end (two hours after the leg) still names the trip, as ended, without a position", async () => {
    const { job } = await startedLeg();
    const expired = await issueTestLink(db(), { jobId: job.id }, "track", new Date(Date.now() - 1_000));
    const res = await get(`/api/track/${expired}`);
    expect(res.status).toBe(200);
    const view = (await res.json()) as TrackView;
    expect(view).toMatchObject({ jobId: job.id, status: "started", ended: true, lastPosition: null, recentPositions: [] });
  });
});

describe("staff maps", () => {
  it("refuses without a staff session", async () => {
    const { job } = await startedLeg();
    expect((await get("/api/admin/tracking/live")).status).toBe(401);
    expect((await get(`/api/admin/jobs/${job.id}/track`)).status).toBe(401);
  });

  it("the live map lists every leg under way with its newest fix and when it was heard; a leg not started is not on it", async () => {
    const { booking, job, fixes } = await startedLeg();
    const waiting = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [5] });
    const res = await viewer.request("GET", "/api/admin/tracking/live");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const map = res.body as unknown as LiveMap;
    const leg = map.legs.find((row) => row.jobId === job.id);
    expect(leg).toMatchObject({ bookingId: booking.id, reference: booking.reference, status: "started", driverName: "Khalid Al-Harbi", plate: "ABC 1234" });
    expect(leg!.lastPosition).toMatchObject({ lat: fixes[2]!.lat, lng: fixes[2]!.lng });
    expect(leg!.lastHeardAt).toBe(fixes[2]!.at.toISOString());
    expect(map.legs.some((row) => row.bookingId === waiting.id)).toBe(false);
  });

  it("a job's track is its polyline oldest first with its last position; an unknown job is 404", async () => {
    const { job, fixes } = await startedLeg();
    const res = await viewer.request("GET", `/api/admin/jobs/${job.id}/track`);
    expect(res.status).toBe(200);
    const track = res.body as unknown as JobTrack;
    expect(track.positions.map((p) => [p.lat, p.lng])).toEqual(fixes.map((f) => [f.lat, f.lng]));
    expect(track).toMatchObject({ jobId: job.id, status: "started", lastPosition: { lat: fixes[2]!.lat }, lastHeardAt: fixes[2]!.at.toISOString() });
    expect((await viewer.request("GET", "/api/admin/jobs/999999/track")).status).toBe(404);
    // A leg without fixes has an empty track.
    const quiet = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [5] });
    const quietJob = await jobOf(db(), quiet.id);
    expect((await viewer.request("GET", `/api/admin/jobs/${quietJob.id}/track`)).body).toMatchObject({ positions: [], lastPosition: null, lastHeardAt: null });
  });
});
