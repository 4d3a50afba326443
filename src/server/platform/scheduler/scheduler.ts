import { createHash } from "node:crypto";
import { Cron } from "croner";
import type { Logger } from "#server/platform/logger/logger";
import type { TaskLock } from "./task-lock.repository";

/** A background task run on a schedule, once across all server processes. */
export interface ScheduledTask {
  /** Unique and stable: every process derives the same lock from it. */
  name: string;
  /** A croner pattern (5 fields, or 6 with seconds), in the server's time zone; e.g. "0 * * * *" hourly. */
  pattern: string;
  /** Also run once when the scheduler starts (after migrations), not only at the first tick. */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

export type TaskOutcome = "ran" | "skipped" | "failed";

/** What this process last saw of a task, for the system dashboard. */
export interface TaskStatus {
  name: string;
  pattern: string;
  lastRunAt: string | null;
  lastOutcome: TaskOutcome | null;
  lastMs: number | null;
  nextRunAt: string | null;
}

/** A stable signed 64-bit key per task name (the advisory lock's bigint), the same in every process. */
export function lockKeyOf(name: string): bigint {
  return createHash("sha256").update(`rihla-task:${name}`).digest().readBigInt64BE(0);
}

/**
 * How many tasks one process runs at once. On PostgreSQL each run holds a pooled connection for
 * its lock's transaction while its work needs others: with as many runs as the pool has
 * connections (several every-minute tasks fire on the same second), every run would wait for a
 * connection that only another run could free, for ever. Two at a time leave the pool to the work.
 */
export const MAX_CONCURRENT_TASK_RUNS = 2;

/**
 * The one platform scheduler: croner decides when, the lock decides who. Within a process a
 * task never overlaps itself (croner's `protect`), and at most `maxConcurrent` runs are under
 * way (the rest wait their turn); across processes the lock makes a run happen once and the
 * others skip it. Errors are logged, never thrown into the timer.
 */
export function createScheduler(deps: { lock: TaskLock; logger: Logger; maxConcurrent?: number }) {
  const slots = createSlots(deps.maxConcurrent ?? MAX_CONCURRENT_TASK_RUNS);
  const tasks = new Map<string, ScheduledTask>();
  const jobs = new Map<string, Cron>();
  const inFlight = new Set<Promise<TaskOutcome>>();
  const lastRuns = new Map<string, { at: Date; outcome: TaskOutcome; ms: number }>();
  let stopped = false;

  async function execute(task: ScheduledTask): Promise<TaskOutcome> {
    const started = performance.now();
    const at = new Date();
    const outcome = await attempt(task);
    lastRuns.set(task.name, { at, outcome, ms: Math.round(performance.now() - started) });
    return outcome;
  }
  async function attempt(task: ScheduledTask): Promise<TaskOutcome> {
    const release = await slots.take();
    try {
      const result = await deps.lock.runExclusive(lockKeyOf(task.name), () => task.run());
      if (!result.ran) deps.logger.debug({ task: task.name }, "scheduled task skipped: another process runs it");
      return result.ran ? "ran" : "skipped";
    } catch (error) {
      deps.logger.warn({ err: error, task: task.name }, "scheduled task failed");
      return "failed";
    } finally {
      release();
    }
  }
  function track(task: ScheduledTask): Promise<TaskOutcome> {
    const run = execute(task);
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  return {
    add(task: ScheduledTask): void {
      if (tasks.has(task.name)) throw new Error(`Two scheduled tasks are named ${task.name}`);
      // Parses the pattern now, so a bad one fails start-up rather than the first tick.
      new Cron(task.pattern);
      tasks.set(task.name, task);
    },

    start(): void {
      for (const task of tasks.values()) {
        // unref: a pending tick never keeps the process alive; no croner `name`: that registry is
        // global, and tests run several schedulers in one process.
        jobs.set(task.name, new Cron(task.pattern, { protect: true, unref: true }, async () => void (await track(task))));
        if (task.runAtStart) void track(task);
      }
    },

    /** Runs a task now, through the lock (tests, and a future "run now" button). */
    runNow(name: string): Promise<TaskOutcome> {
      const task = tasks.get(name);
      if (!task) throw new Error(`No scheduled task named ${name}`);
      return stopped ? Promise.resolve("skipped") : track(task);
    },

    /** Every task with its last run in this process and its next run. */
    status(): TaskStatus[] {
      return [...tasks.values()].map((task) => {
        const last = lastRuns.get(task.name);
        return {
          name: task.name,
          pattern: task.pattern,
          lastRunAt: last?.at.toISOString() ?? null,
          lastOutcome: last?.outcome ?? null,
          lastMs: last?.ms ?? null,
          nextRunAt: jobs.get(task.name)?.nextRun()?.toISOString() ?? null,
        };
      });
    },

    /** The croner job of a started task (its next run, a manual trigger). */
    job(name: string): Cron | undefined {
      return jobs.get(name);
    },

    /** Stops every timer and waits for runs under way, so the database can close after. */
    async stop(): Promise<void> {
      stopped = true;
      for (const job of jobs.values()) job.stop();
      jobs.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

/** A counting semaphore: `take` resolves when a slot is free and gives back its release. */
function createSlots(size: number) {
  let free = Math.max(1, size);
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return {
    async take(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return release;
    },
  };
}
