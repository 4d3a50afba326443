import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { createScheduler, lockKeyOf, type ScheduledTask } from "./scheduler";
import { createPostgresTaskLock, inProcessTaskLock } from "./task-lock.repository";

const logger = createLogger("silent");

function countingTask(name: string, pattern: string, extra: Partial<ScheduledTask> = {}) {
  const task = { name, pattern, runs: 0, run: async () => void task.runs++, ...extra };
  return task;
}

describe("scheduler", () => {
  it("runs a task when croner fires it, and computes its next run from the pattern", async () => {
    const scheduler = createScheduler({ lock: inProcessTaskLock, logger });
    const task = countingTask("test.every-five-minutes", "*/5 * * * *");
    scheduler.add(task);
    scheduler.start();
    const job = scheduler.job(task.name)!;
    expect(job.nextRun(new Date(2026, 0, 1, 10, 2, 30))).toEqual(new Date(2026, 0, 1, 10, 5, 0));
    expect(job.nextRun(new Date(2026, 0, 1, 10, 5, 0))).toEqual(new Date(2026, 0, 1, 10, 10, 0));
    expect(task.runs).toBe(0);
    await job.trigger();
    await job.trigger();
    expect(task.runs).toBe(2);
    await scheduler.stop();
    expect(job.isStopped()).toBe(true);
  });

  it("runs a runAtStart task once at start, and stop waits for it", async () => {
    const scheduler = createScheduler({ lock: inProcessTaskLock, logger });
    let finished = false;
    const task = countingTask("test.at-start", "0 * * * *", { runAtStart: true });
    const slow = countingTask("test.slow-at-start", "0 * * * *", {
      runAtStart: true,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished = true;
      },
    });
    const later = countingTask("test.not-at-start", "0 * * * *");
    for (const t of [task, slow, later]) scheduler.add(t);
    scheduler.start();
    await scheduler.stop();
    expect([task.runs, later.runs, finished]).toEqual([1, 0, true]);
  });

  it("reports a failing run as failed without throwing, and refuses bad patterns and doubled names", async () => {
    const scheduler = createScheduler({ lock: inProcessTaskLock, logger });
    scheduler.add({ name: "test.fails", pattern: "0 * * * *", run: async () => Promise.reject(new Error("boom")) });
    expect(await scheduler.runNow("test.fails")).toBe("failed");
    expect(() => scheduler.add({ name: "test.fails", pattern: "0 * * * *", run: async () => {} })).toThrow(/Two scheduled tasks/);
    expect(() => scheduler.add({ name: "test.bad", pattern: "every hour", run: async () => {} })).toThrow();
    await scheduler.stop();
  });

  it("derives a stable 64-bit lock key per task name", () => {
    expect(lockKeyOf("auth.purge-expired-sessions")).toBe(lockKeyOf("auth.purge-expired-sessions"));
    expect(lockKeyOf("a")).not.toBe(lockKeyOf("b"));
    const key = lockKeyOf("auth.purge-expired-sessions");
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});

describe("scheduler concurrency", () => {
  it("runs at most two tasks at once in a process; the others wait their turn and all run", async () => {
    const scheduler = createScheduler({ lock: inProcessTaskLock, logger });
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    for (const n of [1, 2, 3, 4]) {
      scheduler.add({
        name: `test.queued-${n}`,
        pattern: "* * * * *",
        run: async () => {
          most = Math.max(most, ++running);
          await new Promise<void>((resolve) => gates.push(resolve));
          running--;
        },
      });
    }
    const outcomes = Promise.all([1, 2, 3, 4].map((n) => scheduler.runNow(`test.queued-${n}`)));
    await expect.poll(() => gates.length).toBe(2);
    expect(running).toBe(2);
    // The first two end: the two waiting start, never more than two at once.
    gates[0]!();
    gates[1]!();
    await expect.poll(() => gates.length).toBe(4);
    gates[2]!();
    gates[3]!();
    expect(await outcomes).toEqual(["ran", "ran", "ran", "ran"]);
    expect(most).toBe(2);
    await scheduler.stop();
  });
});

// PGlite is one process with one connection: there is no other process to exclude, and a task
// runs in process (inProcessTaskLock). The cross-process guarantee needs a PostgreSQL server.
describe.skipIf(!process.env.DATABASE_URL)("scheduler across processes (PostgreSQL only; set DATABASE_URL, e.g. npm run test:db)", () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase();
    // Another server process: its own connection pool on the same database.
    second = openPostgres(first.url!, 2);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("two schedulers on one database never run the same task at once", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let most = 0;
    let runs = 0;
    const task: ScheduledTask = {
      name: "test.once-across-processes",
      pattern: "0 * * * *",
      run: async () => {
        runs++;
        most = Math.max(most, ++running);
        await gate;
        running--;
      },
    };
    const other = countingTask("test.another-task", "0 * * * *");
    const a = createScheduler({ lock: createPostgresTaskLock(first.db), logger });
    const b = createScheduler({ lock: createPostgresTaskLock(second.db), logger });
    a.add(task);
    b.add(task);
    b.add(other);

    const firstRun = a.runNow(task.name);
    await expect.poll(() => runs).toBe(1);
    expect(await b.runNow(task.name)).toBe("skipped");
    expect(await b.runNow(other.name)).toBe("ran");
    release();
    expect(await firstRun).toBe("ran");
    expect(await b.runNow(task.name)).toBe("ran");
    expect([runs, most, other.runs]).toEqual([2, 1, 1]);
    await a.stop();
    await b.stop();
  });

  it("many tasks due at once on a small pool all run: at most two hold a lock while the others wait (no pool deadlock)", async () => {
    // A pool of 3: before the limit, four tasks each held a connection for their lock's
    // transaction and waited for another one for their work, for ever.
    const small = openPostgres(first.url!, 3);
    const scheduler = createScheduler({ lock: createPostgresTaskLock(small.db), logger });
    let running = 0;
    let most = 0;
    const done: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      scheduler.add({
        name: `test.crowd-${n}`,
        pattern: "* * * * *",
        run: async () => {
          most = Math.max(most, ++running);
          await small.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.05)`));
          running--;
          done.push(`test.crowd-${n}`);
        },
      });
    }
    const outcomes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => scheduler.runNow(`test.crowd-${n}`)));
    expect(outcomes).toEqual(["ran", "ran", "ran", "ran", "ran", "ran"]);
    expect([done.length, most]).toEqual([6, 2]);
    await scheduler.stop();
    await small.close();
  });
});
