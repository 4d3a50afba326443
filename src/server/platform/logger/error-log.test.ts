import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "#server/db/test-database";
import { createHttpApp } from "#server/platform/http/app";
import { createPageCache } from "#server/platform/http/page-cache";
import { createErrorLog } from "./error-log";
import { createLogger } from "./logger";

/** A logger whose output the test reads: every line it wrote. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      callback();
    },
  });
  return { logger: createLogger("info", stream), lines };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

const FORGED = '/admin/x\n{"level":30,"msg":"forged"}';

function appWith(logger: ReturnType<typeof createLogger>, ssr: () => Response, isReady = () => true) {
  return createHttpApp({
    logger,
    https: false,
    csp: () => "default-src 'self'",
    routers: [],
    isReady,
    pageCache: createPageCache({ ttlMs: 1, staleMs: 1, maxEntries: 1, enabled: false }),
    shownLanguages: async () => ["en", "ar"],
    ssr,
    errorLog: createErrorLog(logger),
  });
}

describe("errors of requests in the log (issue 9, items 2 and 6)", () => {
  it("writes a failing page as ONE JSON line: request text cannot forge a line", async () => {
    const { logger, lines } = capturedLogger();
    const app = appWith(logger, () => {
      // What the Headers API throws for a redirect to a `next` with a line break in it.
      throw new TypeError(`Invalid header value: ${FORGED}`);
    });
    const res = await app.request(`/admin/login?next=${encodeURIComponent(FORGED)}`);
    expect(res.status).toBe(500);
    await settle();
    expect(lines).toHaveLength(1);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(entries.map((e) => e.msg)).toEqual(["request failed"]);
    expect(entries[0]!.err?.message).toContain("forged");
  });

  it("writes no error line for the planned 503 while the server starts, and logs failures again once it is ready", async () => {
    const { logger, lines } = capturedLogger();
    let ready = false;
    const app = appWith(
      logger,
      () => {
        throw new Error("render failed");
      },
      () => ready,
    );
    const starting = await app.request("/blog");
    expect([starting.status, starting.headers.get("retry-after")]).toEqual([503, "2"]);
    await settle();
    expect(lines).toEqual([]);
    ready = true;
    expect((await app.request("/blog")).status).toBe(500);
    await settle();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["request failed"]);
  });

  it("keeps at most N lines with stacks a minute, then one line with the count", () => {
    const { logger, lines } = capturedLogger();
    let clock = 0;
    const errorLog = createErrorLog(logger, { perMinute: 3, now: () => clock });
    for (let i = 0; i < 10; i++) {
      const request = new Request(`http://x/blog/${i}`);
      errorLog.note(request, new Error(`boom ${i}`));
      errorLog.finished(request, { method: "GET", path: `/blog/${i}`, status: 500, ms: 1 });
    }
    expect(lines).toHaveLength(3);
    clock = 60_000;
    errorLog.record(new Error("later"));
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; suppressed?: number });
    expect(entries.slice(3).map((e) => [e.msg, e.suppressed])).toEqual([
      ["error lines suppressed in the last minute", 7],
      ["unexpected error", undefined],
    ]);
  });

  it("does not log successful requests' noted errors as failures, but logs errors after the answer started", () => {
    const { logger, lines } = capturedLogger();
    const errorLog = createErrorLog(logger);
    const request = new Request("http://x/blog");
    errorLog.finished(request, { method: "GET", path: "/blog", status: 200, ms: 1 });
    expect(lines).toHaveLength(0);
    errorLog.note(request, new Error("stream failed"));
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["error after the response started"]);
  });

  it("logs a failed SQL statement without its parameter values", async () => {
    const handle = await createTestDatabase();
    try {
      const { logger, lines } = capturedLogger();
      const secret = "my private message to the company 0501234567";
      const error = await handle.db.execute(sql`select * from no_such_table where note = ${secret}`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      logger.error({ err: error }, "query failed");
      await settle();
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain("0501234567");
      expect(lines[0]).toContain("no_such_table");
    } finally {
      await handle.close();
    }
  });
});
