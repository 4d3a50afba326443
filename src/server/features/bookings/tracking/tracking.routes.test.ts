import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/staff-auth";
import { tokenLinks } from "#server/db/schema/bookings";
import { vehiclePositions } from "#server/db/schema/tracking";
import { openTestSocket } from "#server/test-support/realtime-client";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { IngestResult, JobTrack, LiveMap, TrackLinkIssued, TrackView } from "#shared/tracking/tracking-api";
import { legUnderWay, trackTokenSentTo } from "./test-tracking.repository";

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
const HARAM = { lat: 21.4225, lng: 39.8262 };
const T0 = Date.now() - 10 * 60_000;
/** A fix `seconds` after T0, `metres` north of the Haram. */
const fix = (sequence: number, seconds: number, metres = sequence * 40) => ({
  lat: HARAM.lat + metres / 111_195,
  lng: HARAM.lng,
  accuracy: 8,
  speed: 8.3,
  heading: 0,
  recordedAt: new Date(T0 + seconds * 1000).toISOString(),
  sequence,
});

async function post(token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/op/positions/${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as Record<string, unknown> & IngestResult };
}
const stored = (jobId: number) => db().select().from(vehiclePositions).where(eq(vehiclePositions.jobId, jobId)).orderBy(vehiclePositions.recordedAt);
const view = async (token: string) => {
  const response = await fetch(`${server.url}/api/track/${token}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as TrackView & { error?: string } };
};

describe("positions: the driver's start link", () => {
  it("stores fixes in time order, ignores duplicates and older fixes, refuses far-away places and impossible jumps", async () => {
    const { job, startToken, booking } = await legUnderWay(db(), ops);
    const first = await post(startToken, { pings: [fix(0, 0), fix(1, 5), fix(2, 10)] });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toEqual({ accepted: 3, ignored: 0, rejected: [], sharing: true, status: "started" });
    // The queue sent again after a lost answer, one older fix, Cairo, a 111 km jump, then two good fixes out of order.
    const second = await post(startToken, {
      pings: [
        fix(6, 30),
        fix(1, 5),
        fix(2, 10),
        { ...fix(3, 2), sequence: 3 },
        { ...fix(4, 15), lat: 30.04, lng: 31.24 },
        fix(5, 20, 111_000),
        fix(5, 25, 200),
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      accepted: 2,
      ignored: 3,
      rejected: [
        { sequence: 4, reason: "out_of_bounds" },
        { sequence: 5, reason: "impossible_jump" },
      ],
      sharing: true,
      status: "started",
    });
    const rows = await stored(job.id);
    expect(rows.map((row) => row.sequence)).toEqual([0, 1, 2, 5, 6]);
    expect(rows[0]).toMatchObject({ accuracy: 8, speed: expect.closeTo(8.3, 3), heading: 0 });

    // The customer's page and the staff map see the newest fix.
    const customer = await trackTokenSentTo(db(), booking.phone);
    expect(customer).not.toBeNull();
    const seen = await view(customer!);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("no-store");
    expect(seen.body).toMatchObject({
      jobId: job.id,
      status: "started",
      ended: false,
      lastPosition: { recordedAt: fix(6, 30).recordedAt },
      reference: booking.reference,
    });
    expect(seen.body.recentPositions.map((position) => position.recordedAt)).toEqual(rows.map((row) => row.recordedAt.toISOString()));
    expect(seen.body.pickup).toMatchObject({ lat: 21.6796, lng: 39.1565 });
    expect(seen.body.timeline.map((step) => step.status)).toEqual(["confirmed", "started"]);
    const map = (await ops.request("GET", "/api/admin/tracking/live")).body as unknown as LiveMap;
    const onMap = map.legs.find((leg) => leg.jobId === job.id);
    expect(onMap).toMatchObject({ reference: booking.reference, status: "started", lastPosition: { recordedAt: fix(6, 30).recordedAt } });
    expect(Date.parse(onMap!.lastHeardAt!)).toBeGreaterThan(T0);
    const track = (await ops.request("GET", `/api/admin/jobs/${job.id}/track`)).body as unknown as JobTrack;
    expect(track.positions).toHaveLength(5);
  });

  it("answers 404 to an unknown, malformed, other-purpose, expired or replaced token, and stores nothing", async () => {
    const { job, startToken, booking, step } = await legUnderWay(db(), ops);
    const customer = (await trackTokenSentTo(db(), booking.phone))!;
    const batch = { pings: [fix(0, 0)] };
    for (const token of ["A".repeat(43), "short", "x".repeat(43).replace("x", "!"), customer]) {
      const answer = await post(token, batch);
      expect([token, answer.status, answer.body.code]).toEqual([token, 404, "tracking.link.gone"]);
    }
    const arabic = await post("A".repeat(43), batch, { "Accept-Language": "ar" });
    expect(arabic.body.error).toBe("هذا الرابط لا يعمل (خاطئ أو انتهت صلاحيته أو استُبدل).");
    // Expired.
    await db()
      .update(tokenLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.purpose, "operator_start")));
    expect((await post(startToken, batch)).status).toBe(404);
    // Replaced: staff sent the start link again (the old one is revoked); the new one works.
    await step("start-link", {});
    expect((await post(startToken, batch)).status).toBe(404);
    expect(await stored(job.id)).toEqual([]);
  });

  it("refuses junk in every field with a 400 and stores nothing", async () => {
    const { job, startToken } = await legUnderWay(db(), ops);
    const good = fix(0, 0);
    const junk: unknown[] = [
      "not json",
      "",
      "[]",
      "null",
      {},
      { pings: [] },
      { pings: "x" },
      { pings: Array.from({ length: 51 }, (_, index) => fix(index, index * 5)) },
      { pings: [good], extra: 1 },
      { pings: [{ ...good, extra: 1 }] },
      ...(["lat", "lng", "accuracy", "speed", "heading", "recordedAt", "sequence"] as const).flatMap((field) => [
        { pings: [{ ...good, [field]: "1" }] },
        { pings: [{ ...good, [field]: undefined }] },
        { pings: [{ ...good, [field]: -1e9 }] },
        { pings: [{ ...good, [field]: 1e12 }] },
        { pings: [{ ...good, [field]: { nested: true } }] },
      ]),
      { pings: [{ ...good, sequence: 1.5 }] },
      { pings: [{ ...good, recordedAt: "2026-13-40T99:00:00Z" }] },
      { pings: [{ ...good, recordedAt: "yesterday\u0000" }] },
    ];
    for (const body of junk) {
      const answer = await post(startToken, body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(typeof answer.body.error).toBe("string");
    }
    const tooLarge = await post(startToken, { pings: [good], padding: "x".repeat(20_000) });
    expect(tooLarge.status).toBe(413);
    expect(await stored(job.id)).toEqual([]);
  });

  it("takes fixes only while the leg is under way: 409 before the start and after the end; the customer's page then says it ended", async () => {
    const { job, startToken, booking, step } = await legUnderWay(db(), ops, { start: false });
    const before = await post(startToken, { pings: [fix(0, 0)] });
    expect([before.status, before.body.code, before.body.sharing, before.body.status]).toEqual([409, "tracking.notSharing", false, "confirmed"]);
    expect(await trackTokenSentTo(db(), booking.phone)).toBeNull();
    await step("transition", { to: "started" });
    const customer = (await trackTokenSentTo(db(), booking.phone))!;
    expect((await post(startToken, { pings: [fix(0, 0)] })).status).toBe(200);
    for (const to of ["arrived", "on_board"]) {
      await step("transition", { to });
      expect((await post(startToken, { pings: [fix(to === "arrived" ? 1 : 2, to === "arrived" ? 5 : 10)] })).body.status).toBe(to);
    }
    await step("transition", { to: "completed" });
    const after = await post(startToken, { pings: [fix(3, 15)] });
    expect([after.status, after.body.status]).toEqual([409, "completed"]);
    expect((await stored(job.id)).length).toBe(3);
    const ended = await view(customer);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ended: true, status: "completed", lastPosition: null, recentPositions: [] });
    // The link works until 2 hours after the end.
    const [link] = await db()
      .select()
      .from(tokenLinks)
      .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.purpose, "track")));
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(link!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
  });
});

describe("track links: sent on start, revoked and reissued by staff", () => {
  it("sends the customer the link once on start; staff reissue (old link dead) and revoke, audited", async () => {
    const { job, booking } = await legUnderWay(db(), ops);
    const first = (await trackTokenSentTo(db(), booking.phone))!;
    expect((await view(first)).status).toBe(200);
    expect((await ops.request("GET", `/api/admin/jobs/${job.id}/track-link`)).body).toMatchObject({ jobId: job.id, active: true });
    const reissued = await ops.request("POST", `/api/admin/jobs/${job.id}/track-link`, {});
    expect(reissued.status).toBe(200);
    const url = (reissued.body as unknown as TrackLinkIssued).url;
    const second = url.match(/\/track\/([A-Za-z0-9_-]{43})$/)![1]!;
    expect(second).not.toBe(first);
    expect((await view(first)).status).toBe(404);
    expect((await view(second)).status).toBe(200);
    const revoked = await ops.request("DELETE", `/api/admin/jobs/${job.id}/track-link`);
    expect(revoked.body).toMatchObject({ active: false });
    expect((await view(second)).status).toBe(404);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(job.id)));
    expect(audit.map((entry) => entry.action).filter((action) => action.startsWith("track-link"))).toEqual(["track-link.reissue", "track-link.revoke"]);
    // A leg not started has no link to reissue; an unknown leg is a 404.
    const waiting = await legUnderWay(db(), ops, { start: false });
    expect((await ops.request("POST", `/api/admin/jobs/${waiting.job.id}/track-link`, {})).status).toBe(409);
    expect((await ops.request("POST", "/api/admin/jobs/999999/track-link", {})).status).toBe(404);
    expect((await ops.request("GET", "/api/admin/jobs/abc/track-link")).status).toBe(404);
  });

  it("delivers each accepted fix to the customer's page joined with the track link, and to staff", async () => {
    const { startToken, booking, job } = await legUnderWay(db(), ops);
    const customer = (await trackTokenSentTo(db(), booking.phone))!;
    const socket = await openTestSocket(server.url);
    expect(await socket.push({ type: "join", channel: "track", token: customer })).toMatchObject({ status: "ok" });
    const stranger = await openTestSocket(server.url);
    expect(await stranger.push({ type: "join", channel: "track", token: startToken })).toMatchObject({ status: "error", reason: "bad_token" });
    const staff = await openTestSocket(server.url, { staff: ops });
    expect(await staff.push({ type: "join", channel: "tracking" })).toMatchObject({ status: "ok" });
    const anonymous = await openTestSocket(server.url);
    expect(await anonymous.push({ type: "join", channel: "tracking" })).toMatchObject({ status: "error", reason: "unauthenticated" });
    const arrived = socket.next((message) => message.type === "event" && message.event.type === "position");
    const staffSaw = staff.next((message) => message.type === "event" && message.event.type === "position" && message.event.jobId === job.id);
    expect((await post(startToken, { pings: [fix(0, 0)] })).status).toBe(200);
    const expected = { type: "position", jobId: job.id, lat: fix(0, 0).lat, lng: HARAM.lng, accuracy: 8, heading: 0, recordedAt: fix(0, 0).recordedAt };
    expect(await arrived).toMatchObject({ channel: "track", event: expected });
    expect(await staffSaw).toMatchObject({ channel: "tracking", event: expected });
    for (const open of [socket, stranger, staff, anonymous]) open.socket.close();
  });
});
