import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { inArray } from "drizzle-orm";
import { rateLimits } from "#server/db/schema/rate-limits";
import { createTestDatabase } from "#server/db/test-database";
import { createRateLimiter, MAX_WINDOW_MS } from "./rate-limit";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe("rate limiter", () => {
  it("allows up to the limit in a window, then refuses with the time to wait", async () => {
    let clock = new Date("2026-11-22T10:00:00Z");
    const limiter = createRateLimiter(handle.db, () => clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("ip:1", { limit: 3, windowMs: 60_000 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    clock = new Date(clock.getTime() + 20_000);
    const refused = await limiter.hit("ip:1", { limit: 3, windowMs: 60_000 });
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
  });

  it("starts a new window once the old one is over, and keeps keys apart", async () => {
    let clock = new Date("2026-11-22T11:00:00Z");
    const limiter = createRateLimiter(handle.db, () => clock);
    await limiter.hit("ip:2", { limit: 1, windowMs: 1_000 });
    expect((await limiter.hit("ip:2", { limit: 1, windowMs: 1_000 })).allowed).toBe(false);
    expect((await limiter.hit("ip:3", { limit: 1, windowMs: 1_000 })).allowed).toBe(true);
    clock = new Date(clock.getTime() + 1_000);
    expect((await limiter.hit("ip:2", { limit: 1, windowMs: 1_000 })).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = createRateLimiter(handle.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit("ip:burst", { limit: 5, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    // Each hit saw a distinct count: 4, 3, 2, 1, 0 left, then 15 refusals.
    expect(results.map((r) => r.remaining).sort((a, b) => a - b)).toEqual([...Array<number>(16).fill(0), 1, 2, 3, 4]);
  });

  it("reserves before the work and gives back only what it reserved, in its own window", async () => {
    let clock = new Date("2026-11-22T13:00:00Z");
    const limiter = createRateLimiter(handle.db, () => clock);
    const options = { limit: 2, windowMs: 60_000 };
    const slots = await Promise.all(Array.from({ length: 6 }, () => limiter.reserve("acct:1", options)));
    expect(slots.filter((s) => s.allowed)).toHaveLength(2);
    for (const slot of slots.filter((s) => !s.allowed)) await slot.release();
    const first = slots.find((s) => s.allowed)!;
    await first.release();
    await first.release();
    expect((await limiter.hit("acct:1", options)).remaining).toBe(0);
    // A release after the window restarted leaves the new window alone.
    const late = await limiter.reserve("acct:2", { limit: 1, windowMs: 1_000 });
    clock = new Date(clock.getTime() + 1_000);
    expect((await limiter.hit("acct:2", { limit: 1, windowMs: 1_000 })).allowed).toBe(true);
    await late.release();
    expect((await limiter.hit("acct:2", { limit: 1, windowMs: 1_000 })).allowed).toBe(false);
  });

  it("counts weighted hits (bytes) against the same limit", async () => {
    const limiter = createRateLimiter(handle.db);
    expect((await limiter.hit("bytes:1", { limit: 1_000, windowMs: 60_000 }, 600)).remaining).toBe(400);
    expect((await limiter.hit("bytes:1", { limit: 1_000, windowMs: 60_000 }, 600)).allowed).toBe(false);
    await expect(limiter.hit("bytes:1", { limit: 1_000, windowMs: 60_000 }, 0)).rejects.toThrow(RangeError);
  });

  it("purges only windows that can no longer matter", async () => {
    let clock = new Date("2026-11-22T12:00:00Z");
    const limiter = createRateLimiter(handle.db, () => clock);
    await limiter.hit("ip:old", { limit: 1, windowMs: 60_000 });
    clock = new Date(clock.getTime() + MAX_WINDOW_MS);
    await limiter.hit("ip:recent", { limit: 1, windowMs: MAX_WINDOW_MS });
    clock = new Date(clock.getTime() + 1);
    await limiter.purgeExpired();
    const left = await handle.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["ip:old", "ip:recent"]));
    expect(left.map((row) => row.key)).toEqual(["ip:recent"]);
    expect((await limiter.hit("ip:recent", { limit: 1, windowMs: MAX_WINDOW_MS })).allowed).toBe(false);
  });

  it("refuses windows it could not purge safely", async () => {
    const limiter = createRateLimiter(handle.db);
    await expect(limiter.hit("ip:x", { limit: 1, windowMs: MAX_WINDOW_MS + 1 })).rejects.toThrow(RangeError);
    await expect(limiter.hit("ip:x", { limit: 1, windowMs: 0 })).rejects.toThrow(RangeError);
  });
});
