import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { tokenLinks } from "#server/db/schema/bookings";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { createPositionIngest } from "./position-ingest.service";
import { createPositionsRepository, type PositionsRepository } from "./positions.repository";
import { legUnderWay } from "./test-tracking.repository";

/**
 * The ingest's two round trips (one read, one guarded statement) against a real database, with a
 * second writer stepping in between the read and the write: the batch must be judged again
 * against what is stored by then, never against the fix it read.
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
const HARAM = { lat: 21.4225, lng: 39.8262 };
const T0 = Date.now() - 10 * 60_000;
const fix = (sequence: number, seconds: number, metres = sequence * 40) => ({
  lat: HARAM.lat + metres / 111_195,
  lng: HARAM.lng,
  accuracy: 8,
  speed: null,
  heading: null,
  recordedAt: new Date(T0 + seconds * 1000).toISOString(),
  sequence,
});

/** The real repository, with `between` run after each optimistic read (the other writer), and its calls counted. */
function racing(between: (attempt: number) => Promise<void>) {
  const real = createPositionsRepository(db());
  const calls = { reads: 0, appends: 0, locks: 0 };
  const repository: PositionsRepository = {
    ...real,
    async startLinkState(ex, hash) {
      calls.reads++;
      const state = await real.startLinkState(ex, hash);
      if (ex === real.db) await between(calls.reads);
      return state;
    },
    append: (ex, guard, rows) => (calls.appends++, real.append(ex, guard, rows)),
    lockStartLink: (tx, hash) => (calls.locks++, real.lockStartLink(tx, hash)),
  };
  return { repository, calls, real };
}

describe("position ingest: one read and one guarded write per post", () => {
  it("stores a batch in one read and one write, publishes it, and marks the start link used", async () => {
    const { job, startToken } = await legUnderWay(db(), ops);
    const { repository, calls, real } = racing(async () => undefined);
    const published: unknown[] = [];
    const at = new Date();
    const ingest = createPositionIngest({ repository, now: () => at, published: (jobId, positions) => published.push({ jobId, positions }) });
    const answer = await ingest.ingest(startToken, { pings: [fix(2, 10), fix(0, 0), fix(1, 5)] });
    expect(answer).toEqual({ ok: true, result: { accepted: 3, ignored: 0, rejected: [], sharing: true, status: "started" } });
    expect(calls).toEqual({ reads: 1, appends: 1, locks: 0 });
    expect((await real.all(job.id)).map((row) => row.sequence)).toEqual([0, 1, 2]);
    expect(published).toEqual([
      { jobId: job.id, positions: [0, 5, 10].map((s) => expect.objectContaining({ recordedAt: fix(0, s).recordedAt, receivedAt: at.toISOString() })) },
    ]);
    const [link] = await db()
      .select({ lastUsedAt: tokenLinks.lastUsedAt })
      .from(tokenLinks)
      .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.purpose, "operator_start")));
    expect(link!.lastUsedAt?.toISOString()).toBe(at.toISOString());
    // Nothing new in a batch (all duplicates): the read alone answers, nothing is written.
    expect(await ingest.ingest(startToken, { pings: [fix(1, 5)] })).toMatchObject({ ok: true, result: { accepted: 0, ignored: 1 } });
    expect(calls).toEqual({ reads: 2, appends: 1, locks: 0 });
  });

  it("judges a batch again when another batch of the leg was stored after its read: an impossible jump from it is refused", async () => {
    const { job, startToken } = await legUnderWay(db(), ops);
    const other = createPositionIngest({ repository: createPositionsRepository(db()) });
    const { repository, calls, real } = racing(async (attempt) => {
      // The other tab stores a fix 100 m north, one second later, just after the first read.
      if (attempt === 1) expect(await other.ingest(startToken, { pings: [fix(1, 1, 100)] })).toMatchObject({ ok: true, result: { accepted: 1 } });
    });
    await other.ingest(startToken, { pings: [fix(0, 0, 0)] });
    const answer = await createPositionIngest({ repository }).ingest(startToken, { pings: [fix(2, 2, -60)] });
    // Against fix 0 it was fine (60 m south in 2 s); against the other tab's fix it is 160 m in 1 s.
    expect(answer).toEqual({
      ok: true,
      result: { accepted: 0, ignored: 0, rejected: [{ sequence: 2, reason: "impossible_jump" }], sharing: true, status: "started" },
    });
    expect(calls).toEqual({ reads: 2, appends: 1, locks: 0 });
    expect((await real.all(job.id)).map((row) => row.sequence)).toEqual([0, 1]);
  });

  it("refuses with 409 when the leg ended between the read and the write, and stores nothing", async () => {
    const { job, startToken, step } = await legUnderWay(db(), ops);
    const { repository, real } = racing(async (attempt) => {
      if (attempt === 1)
        await step("transition", { to: "arrived" })
          .then(() => step("transition", { to: "on_board" }))
          .then(() => step("transition", { to: "completed" }));
    });
    expect(await createPositionIngest({ repository }).ingest(startToken, { pings: [fix(0, 0)] })).toEqual({ ok: false, status: 409, leg: "completed" });
    expect(await real.all(job.id)).toEqual([]);
  });

  it("answers 404 when the start link was revoked between the read and the write", async () => {
    const { job, startToken, step } = await legUnderWay(db(), ops);
    const { repository, real } = racing(async (attempt) => {
      if (attempt === 1) await step("start-link", {});
    });
    expect(await createPositionIngest({ repository }).ingest(startToken, { pings: [fix(0, 0)] })).toEqual({ ok: false, status: 404 });
    expect(await real.all(job.id)).toEqual([]);
  });

  it("after three lost races takes the start link's lock and stores the batch", async () => {
    const { job, startToken } = await legUnderWay(db(), ops);
    const { repository, calls, real } = racing(async () => {
      // Something else uses the link after every optimistic read (its row's version moves).
      await db()
        .update(tokenLinks)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(tokenLinks.jobId, job.id), eq(tokenLinks.purpose, "operator_start")));
    });
    const answer = await createPositionIngest({ repository }).ingest(startToken, { pings: [fix(0, 0), fix(1, 5)] });
    expect(answer).toMatchObject({ ok: true, result: { accepted: 2, ignored: 0, rejected: [] } });
    expect(calls).toEqual({ reads: 4, appends: 4, locks: 1 });
    expect((await real.all(job.id)).map((row) => row.sequence)).toEqual([0, 1]);
  });
});
