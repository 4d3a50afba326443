import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { JobTrack } from "../../../src/shared/tracking/tracking-api";
import { startOwnServer } from "../support/own-server";
import { AZIZIYAH_ROUTE } from "./aziziyah-route";
import { operatorLeg } from "./operator-leg";

/*
 * The driver shares the phone's position from the start page (issue 23): a 360 px phone in
 * Arabic, the browser's geolocation overridden along a short recorded route in Aziziyah towards
 * the Haram. The page's clock is Playwright's (so the 5 s rule is stepped over, not waited for).
 * Positions reach the server; offline, they queue in the page and go, in order, once it is back;
 * Completed ends the sharing. Screenshots at 360 and 390 px in both languages go to /tmp.
 */
const SHOTS = "/tmp/location-sharing-shots";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 30;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

const ROUTE = AZIZIYAH_ROUTE;

test.use({ baseURL: BASE, viewport: { width: 360, height: 780 }, locale: "ar-SA", permissions: ["geolocation"], geolocation: { ...ROUTE[0]!, accuracy: 9 } });
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: `.e2e-data/location-sharing-${randomUUID().slice(0, 8)}`, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

const isPositions = (request: Request) => request.method() === "POST" && request.url().includes("/api/op/positions/");
const sentPings = (request: Request) => (request.postDataJSON() as { pings: { sequence: number; recordedAt: string; lat: number }[] }).pings;

/** The driver moves on: 6 s later (the page's clock), the next point of the route. */
async function driveTo(page: Page, index: number) {
  await page.clock.fastForward(6_000);
  await page.context().setGeolocation({ ...ROUTE[index]!, accuracy: 9 });
}

async function step(page: Page, label: string, done: string) {
  await page.locator("summary", { hasText: label }).click();
  await page.getByRole("button", { name: `نعم: ${label}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?done=${done}$`));
}

test("the driver starts in Arabic; positions reach the server; offline fixes queue and go in order once back; Completed stops it", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "one stateful flow, on the phone project");
  test.setTimeout(180_000);
  const leg = await operatorLeg(BASE, ADMIN);
  const track = async () => (await leg.staff.request("GET", `/api/admin/jobs/${leg.jobId}/track`)).body as unknown as JobTrack;

  // Confirmed with a typed driver, then the start link.
  await page.goto(`/operator-confirm/${await leg.assign()}`);
  await page.getByText("قبول", { exact: true }).click();
  await page.getByLabel("اسم السائق").fill("سالم الحربي");
  await page.getByLabel("جوال السائق").fill("0551234567");
  await page.getByLabel("رقم اللوحة").fill("ح ط ب 4821");
  await page.getByLabel("النوع والطراز").fill("Hyundai Staria");
  await page.getByRole("button", { name: "اقبل الرحلة" }).click();
  await expect(page).toHaveURL(/\?done=confirmed$/);
  const start = `/op/start/${await leg.startLink()}`;

  await page.clock.install();
  await page.goto(start);
  // Before the start: what sharing will do, the pictures, and no script yet.
  const panel = page.locator("#location-sharing");
  await expect(panel).toContainText("عند الضغط على «بدء» تشارك هذه الصفحة موقعك");
  await expect(panel.locator(".op-pictures li")).toHaveCount(3);
  await expect(page.locator("script[src*='location-sharing']")).toHaveCount(0);

  // Start: the page comes back with the leg under way and starts sharing by itself.
  const firstPost = page.waitForRequest(isPositions);
  await step(page, "انطلاق", "started");
  expect(sentPings(await firstPost).map((ping) => ping.sequence)).toEqual([0]);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect(page.getByRole("status").filter({ hasText: "تتم مشاركة موقعك مع العميل." })).toBeVisible();
  // The badge in sight wherever the page is scrolled, leading to the panel.
  const badge = page.locator("[data-live-badge]");
  await expect(badge).toHaveText("تتم مشاركة موقعك");
  await expect(badge).toBeInViewport();
  await expect(badge).toHaveAttribute("href", "#location-sharing");
  // The retry button and the permission help are for a blocked location only.
  await expect(page.getByRole("button", { name: "شارك موقعي" })).toBeHidden();
  await expect(panel.locator("[data-denied-help]")).toBeHidden();
  for (const index of [1, 2]) {
    const posted = page.waitForRequest(isPositions);
    await driveTo(page, index);
    expect(sentPings(await posted).map((ping) => ping.lat)).toEqual([ROUTE[index]!.latitude]);
  }
  await expect.poll(async () => (await track()).positions.length).toBe(3);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/sharing-on-ar-360.png`, fullPage: true });

  // Offline: three fixes wait in the page (and in its storage)…
  await page.context().setOffline(true);
  for (const index of [3, 4, 5]) await driveTo(page, index);
  await expect(panel).toHaveAttribute("data-state", "queued");
  await expect(panel.locator("[data-state-text]")).toHaveText("لا يوجد اتصال: 3 مواقع بانتظار الإرسال عند عودة الاتصال.");
  await expect(badge).toHaveText("لا يوجد اتصال: مواقع بانتظار الإرسال");
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith("rihla.ping-queue"))?.[1] ?? "");
  expect((JSON.parse(stored) as { pings: { sequence: number }[] }).pings.map((ping) => ping.sequence)).toEqual([3, 4, 5]);
  await page.screenshot({ path: `${SHOTS}/sharing-queued-ar-360.png`, fullPage: true });

  // …and go in one batch, oldest first, when the connection is back.
  const drained = page.waitForRequest(isPositions);
  await page.context().setOffline(false);
  const batch = sentPings(await drained);
  expect(batch.map((ping) => ping.sequence)).toEqual([3, 4, 5]);
  expect(batch.map((ping) => ping.lat)).toEqual([3, 4, 5].map((index) => ROUTE[index]!.latitude));
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect(badge).toHaveText("تتم مشاركة موقعك");
  await expect.poll(async () => (await track()).positions.map((position) => position.lat)).toEqual(ROUTE.slice(0, 6).map((point) => point.latitude));

  // Screenshots of the sharing panel in both languages at 360 and 390 px.
  for (const language of ["ar", "en"] as const)
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(`${start}?lang=${language}`);
      await expect(panel).toHaveAttribute("data-state", /on|starting/);
      await page.screenshot({ path: `${SHOTS}/sharing-${language}-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(start);

  // Arrived, on board, completed: the page ends sharing, loads no script, sends nothing more.
  for (const [label, done] of [
    ["وصلت", "arrived"],
    ["الركاب في السيارة", "on_board"],
    ["اكتملت", "completed"],
  ] as const)
    await step(page, label, done);
  await expect(panel).toContainText("انتهت مشاركة الموقع.");
  await expect(page.locator("script[src*='location-sharing']")).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  let late = 0;
  page.on("request", (request) => void (isPositions(request) && late++));
  await driveTo(page, 6);
  await page.clock.fastForward(20_000);
  expect(late).toBe(0);
  expect((await track()).status).toBe("completed");
});
