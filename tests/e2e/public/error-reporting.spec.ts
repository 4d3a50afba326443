import { expect, test } from "@playwright/test";
import { recordedIngest } from "../../../src/server/platform/error-reporting/recorded-ingest";
import { startOwnServer } from "../support/own-server";

/**
 * The error-reporting service (Sentry) in the browser, on a server of its own whose SENTRY_DSN
 * points at a stand-in ingest on loopback: the page loads the SDK, an uncaught error arrives with
 * the spec's release and environment, a replay follows it (replay on error: 1), and an error from
 * a browser extension is never sent. The other servers have no address and never load the SDK
 * (the first-load budget spec would see its 95 KB).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let ingest: Awaited<ReturnType<typeof recordedIngest>>;

test.skip(({ isMobile }) => isMobile, "one browser is enough for what is sent: desktop project only");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = await recordedIngest();
  server = await startOwnServer({
    port: PORT,
    dataDir: ".e2e-data/error-reporting",
    adminPassword: "e2e-reporting-password-1234",
    env: { SENTRY_DSN: ingest.dsn },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await ingest?.close();
});

const exceptionValues = (payload: Record<string, unknown>) =>
  ((payload.exception as { values?: { value?: string }[] } | undefined)?.values ?? []).map((value) => value.value ?? "");

test("an uncaught error in a page reaches the error-reporting service with the spec's settings, a replay follows, an extension's error does not", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sdkLoaded = page.waitForResponse((response) => /start-browser-reporting-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${ORIGIN}/services`);
  await expect(page.locator('meta[name="error-reporting"]')).toHaveAttribute("content", ingest.dsn);
  expect((await sdkLoaded).status()).toBe(200);
  // The SDK installs its global handlers when it starts: wait for it, then fail twice.
  await expect.poll(() => page.evaluate(() => "__SENTRY__" in window), { timeout: 10_000 }).toBe(true);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Injected by chrome-extension://abcdefghijklmnop/content.js");
    });
    setTimeout(() => {
      throw new Error("e2e: the price table failed");
    }, 50);
  });

  const event = await ingest.waitFor((item) => item.type === "event" && exceptionValues(item.payload).some((value) => value.includes("price table")));
  expect(event?.payload).toMatchObject({ release: "1.0.0", environment: "production" });
  expect(event?.payload.request).toMatchObject({ url: `${ORIGIN}/services` });

  const replay = await ingest.waitFor((item) => item.type === "replay_event", 20_000);
  expect(replay, "a replay is sent with the error (replay on error: 1)").toBeDefined();

  const sent = ingest.items.filter((item) => item.type === "event").flatMap((item) => exceptionValues(item.payload));
  expect(sent.filter((value) => value.includes("extension"))).toEqual([]);
});
