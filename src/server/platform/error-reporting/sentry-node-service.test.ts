import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/platform/logger/logger";
import { createErrorReportingInForce } from "./error-reporting-in-force";
import { recordedIngest } from "./recorded-ingest";
import { startSentryNode } from "./sentry-node-service";

/** The messages of the errors an ingest received (not its source context lines, which quote this file). */
function errorsSentTo(ingest: Awaited<ReturnType<typeof recordedIngest>>): string[] {
  return ingest.items
    .filter((item) => item.type === "event")
    .flatMap((item) => (item.payload.exception as { values: { value: string }[] } | undefined)?.values.map((value) => value.value) ?? []);
}

let first: Awaited<ReturnType<typeof recordedIngest>>;
let second: Awaited<ReturnType<typeof recordedIngest>>;
beforeAll(async () => {
  first = await recordedIngest();
  second = await recordedIngest();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe("server error reporting (Sentry) over HTTP", () => {
  it("sends a captured error with the spec's release and environment, then follows a new saved address, then stops", async () => {
    let saved: string | undefined = first.dsn;
    const reporting = createErrorReportingInForce({
      environmentDsn: undefined,
      stored: async () => saved,
      start: (dsn) => startSentryNode({ dsn, environment: "production", siteUrl: "https://rihla.example" }),
      logger: createLogger("silent"),
    });
    reporting.capture(new Error("before any address"), { path: "/nowhere" });
    await reporting.refresh();
    expect(reporting.dsn()).toBe(first.dsn);

    reporting.capture(new Error("first boom"), { path: "/api/first" });
    const event = await first.waitFor((item) => item.type === "event");
    expect(event?.payload).toMatchObject({ release: "1.0.0", environment: "production", tags: { path: "/api/first" } });
    const values = (event?.payload.exception as { values: { type: string; value: string }[] }).values;
    expect(values[0]).toMatchObject({ type: "Error", value: "first boom" });
    expect(errorsSentTo(first)).toEqual(["first boom"]);

    saved = second.dsn;
    await reporting.refresh();
    reporting.capture(new Error("second boom"), { path: "/api/second" });
    expect(await second.waitFor((item) => item.type === "event")).toBeDefined();
    expect(errorsSentTo(second)).toEqual(["second boom"]);
    expect(errorsSentTo(first)).toEqual(["first boom"]);

    saved = undefined;
    await reporting.refresh();
    expect(reporting.dsn()).toBeUndefined();
    reporting.capture(new Error("after removal"), { path: "/api/third" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...errorsSentTo(first), ...errorsSentTo(second)]).toEqual(["first boom", "second boom"]);
  });

  it("lets the environment's address win over the saved one", async () => {
    const reporting = createErrorReportingInForce({
      environmentDsn: first.dsn,
      stored: async () => second.dsn,
      start: async () => ({ capture: () => {}, close: async () => {} }),
      logger: createLogger("silent"),
    });
    await reporting.refresh();
    expect(reporting.dsn()).toBe(first.dsn);
  });
});
