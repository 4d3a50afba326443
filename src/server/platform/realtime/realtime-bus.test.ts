import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { connectRealtimeBus } from "./realtime-bus";

/**
 * Two server processes on one PostgreSQL: an event published in one reaches the other's hub
 * (ids and versions only), and a process does not hear its own news twice. PGlite has no bus.
 */
let database: DatabaseHandle & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const logger = createLogger("silent");
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe("realtime bus", () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))("is absent on PGlite (one process: the hub delivers locally)", async () => {
    expect(await connectRealtimeBus({ database, deliver: () => {}, logger })).toBeNull();
  });

  // Skipped on PGlite: it is one process with no NOTIFY to others; `npm run test:db` (and CI) runs it on PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)("carries events to the other processes through LISTEN/NOTIFY (PostgreSQL)", async () => {
    const other = openPostgres(database.url!, 2);
    const here: unknown[] = [];
    const there: unknown[] = [];
    const mine = (await connectRealtimeBus({ database, deliver: (topic, event) => here.push({ topic, event }), logger }))!;
    const theirs = (await connectRealtimeBus({ database: other, deliver: (topic, event) => there.push({ topic, event }), logger }))!;
    const event = { type: "booking.changed" as const, bookingId: 12, version: 3 };
    mine.send("jobs", event);
    theirs.send("booking:12", event);
    expect(await until(() => there.length === 1 && here.length === 1)).toBe(true);
    expect(there).toEqual([{ topic: "jobs", event }]);
    expect(here).toEqual([{ topic: "booking:12", event }]);
    await Promise.all([mine.close(), theirs.close()]);
    await other.close();
  });

  it.skipIf(!process.env.DATABASE_URL)("sends the events of one change (same tick) in one NOTIFY, in order, and splits what would not fit", async () => {
    const other = openPostgres(database.url!, 2);
    const payloads: string[] = [];
    const counted = { listen: database.listen, notify: (channel: string, payload: string) => (payloads.push(payload), database.notify!(channel, payload)) };
    const there: { topic: string; event: unknown }[] = [];
    const mine = (await connectRealtimeBus({ database: counted, deliver: () => {}, logger }))!;
    const theirs = (await connectRealtimeBus({ database: other, deliver: (topic, event) => there.push({ topic, event }), logger }))!;
    const event = { type: "job.changed" as const, jobId: 7, bookingId: 12, version: 4 };
    mine.send("jobs", event);
    mine.send("booking:12", event);
    expect(await until(() => there.length === 2)).toBe(true);
    expect(there).toEqual([
      { topic: "jobs", event },
      { topic: "booking:12", event },
    ]);
    expect(payloads).toHaveLength(1);
    // A burst larger than NOTIFY's 8000 bytes goes in several, each within the limit, none lost.
    for (let jobId = 1; jobId <= 300; jobId++) mine.send("jobs", { type: "job.changed", jobId, bookingId: 12, version: 1 });
    expect(await until(() => there.length === 302)).toBe(true);
    expect(there.slice(2).map((entry) => (entry.event as { jobId: number }).jobId)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(payloads.length).toBeGreaterThan(2);
    expect(payloads.every((payload) => Buffer.byteLength(payload) < 8000)).toBe(true);
    await Promise.all([mine.close(), theirs.close()]);
    await other.close();
  });
});
