import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createRateLimiter } from "./rate-limit";

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
    expect(results[2]!.remaining).toBe(0);
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
  });
});
