import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import type { JobTrack } from "../../../src/shared/tracking/tracking-api";
import type { StaffClient } from "../../../src/server/test-support/staff-client";
import { startOwnServer } from "../support/own-server";
import { geo, installGeolocationStub } from "../support/geolocation-stub";
import { installWakeLockStub, setHidden, wakeLock } from "../support/wake-lock-stub";
import { AZIZIYAH_ROUTE as ROUTE } from "./aziziyah-route";
import { confirmedLeg } from "./driver-leg";
import { signedInStaff } from "./operator-leg";

/*
 * The driver's sharing where it breaks on real phones (issue 23), on a 360 px phone in Arabic with
 * the browser's geolocation overridden along a recorded route and the page's clock Playwright's:
 * a blocked location (what the page says, in both languages), the screen wake lock (the browser's
 * API stood in for by tests/e2e/support/wake-lock-stub.ts), the link ending under the page, a
 * phone clock minutes fast, and fixes queued on a dropping connection that outlive a reload.
 * One server for the file; each test its own leg (a day apart, so the operator is free).
 */
const SHOTS = "/tmp/location-sharing-shots";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 24;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let staff: StaffClient;

test.use({ baseURL: BASE, viewport: { width: 360, height: 780 }, locale: "ar-SA", permissions: ["geolocation"], geolocation: { ...ROUTE[0], accuracy: 9 } });
test.skip(({ isMobile }) => !isMobile, "the driver's phone: on the phone project");
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: `.e2e-data/sharing-edges-${randomUUID().slice(0, 8)}`, adminPassword: ADMIN.password });
  staff = await signedInStaff(BASE, ADMIN);
});
test.afterAll(async () => {
  await server?.stop();
});

const isPositions = (request: Request) => request.method() === "POST" && request.url().includes("/api/op/positions/");
const sentPings = (request: Request) => (request.postDataJSON() as { pings: { sequence: number; recordedAt: string; lat: number }[] }).pings;
const trackOf = async (jobId: number) => (await staff.request("GET", `/api/admin/jobs/${jobId}/track`)).body as unknown as JobTrack;
const storedLats = async (jobId: number) => (await trackOf(jobId)).positions.map((position) => position.lat);

/** The fixes waiting in the page's storage (sequence numbers). */
async function queued(page: Page): Promise<number[]> {
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith("rihla.ping-queue"))?.[1] ?? "null");
  return ((JSON.parse(stored) as { pings: { sequence: number }[] } | null)?.pings ?? []).map((ping) => ping.sequence);
}

/** The driver moves on: 6 s later by the page's clock, the next point of the route. */
async function driveTo(page: Page, index: number) {
  await page.clock.fastForward(6_000);
  await page.context().setGeolocation({ ...ROUTE[index]!, accuracy: 9 });
}

let day = 0;
async function startedLeg() {
  const leg = await confirmedLeg(BASE, staff, ++day);
  await leg.step("started");
  return leg;
}

test("a blocked location: the page says why and what to do, in Arabic and English, holds no wake lock, and shares once allowed", async ({ page, context }) => {
  await context.clearPermissions();
  await installWakeLockStub(context);
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  mkdirSync(SHOTS, { recursive: true });

  await page.goto(leg.start);
  await expect(panel).toHaveAttribute("data-state", "denied");
  await expect(panel.locator("[data-state-text]")).toHaveText("الموقع محظور، لذلك لا يستطيع العميل رؤيتك وأنت قادم.");
  await expect(panel.locator("[data-denied-help]")).toBeVisible();
  await expect(panel.locator("[data-denied-help]")).toContainText("الأذونات ← الموقع ← سماح");
  await expect(panel.locator("[data-denied-help] .op-steps > span")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "شارك موقعي" })).toBeVisible();
  // The badge in sight wherever the page is scrolled says so too.
  await expect(page.locator("[data-live-badge]")).toHaveText("الموقع غير مُشارَك: اعرف الحل");
  await expect(page.locator("[data-live-badge]")).toBeInViewport();
  // Not sharing, so the screen may sleep.
  expect(await wakeLock(page)).toMatchObject({ held: 0 });
  await page.screenshot({ path: `${SHOTS}/denied-ar-360.png`, fullPage: true });

  // Fixes from before the block still go, and the page keeps saying the location is blocked (it said "sharing" once they had gone).
  await page.evaluate(
    (key) => {
      const at = new Date(Date.now() - 20_000).toISOString();
      const ping = { lat: 21.411, lng: 39.8865, accuracy: 9, speed: null, heading: null, recordedAt: at, sequence: 0 };
      localStorage.setItem(key, JSON.stringify({ next: 1, last: { lat: ping.lat, lng: ping.lng, at: Date.parse(at) }, pings: [ping] }));
    },
    `rihla.ping-queue:${leg.startToken.slice(0, 12)}`,
  );
  const backlog = page.waitForResponse((response) => isPositions(response.request()));
  await page.reload();
  expect((await backlog).status()).toBe(200);
  await expect.poll(() => queued(page)).toEqual([]);
  await expect(panel).toHaveAttribute("data-state", "denied");
  await expect(page.locator("[data-live-badge]")).toHaveAttribute("data-state", "denied");

  await page.goto(`${leg.start}?lang=en`);
  await expect(panel.locator("[data-state-text]")).toHaveText("Location is blocked, so the customer cannot see you coming.");
  await expect(panel.locator("[data-denied-help]")).toContainText("Permissions → Location → Allow");
  await expect(page.locator("[data-live-badge]")).toHaveText("Not sharing: see how");
  await page.screenshot({ path: `${SHOTS}/denied-en-360.png`, fullPage: true });

  // The driver allows it in the browser's settings, then taps the button: sharing starts.
  await context.grantPermissions(["geolocation"], { origin: BASE });
  const posted = page.waitForRequest(isPositions);
  await page.getByRole("button", { name: "Share my location" }).click();
  expect(sentPings(await posted).map((ping) => ping.lat)).toEqual([ROUTE[0].latitude]);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect(panel.locator("[data-denied-help]")).toBeHidden();
  await expect(page.getByRole("button", { name: "Share my location" })).toBeHidden();
  await expect.poll(() => wakeLock(page)).toMatchObject({ held: 1 });
  await expect(page.locator("[data-live-badge]")).toHaveText("Sharing your location");
  await expect.poll(() => storedLats(leg.jobId)).toEqual([21.411, ROUTE[0].latitude]);
});

test("the screen stays awake while sharing, is asked again when the page shows again, and is let go when the trip ends under the page", async ({
  page,
  context,
}) => {
  await installWakeLockStub(context);
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  await page.clock.install();
  await page.goto(leg.start);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect.poll(() => wakeLock(page)).toMatchObject({ requests: 1, held: 1, releasedByPage: 0 });

  // The driver looks at another app: the phone lets the lock go; back on the page, it is asked for again.
  await setHidden(page, true);
  expect(await wakeLock(page)).toMatchObject({ held: 0, releasedBySystem: 1 });
  await setHidden(page, false);
  await expect.poll(() => wakeLock(page)).toMatchObject({ requests: 2, held: 1 });

  // The trip ends from another phone (arrived, then no-show): the next fix is refused, sharing stops, the lock goes.
  await leg.step("arrived");
  await leg.step("no_show", "waited 45 minutes");
  const refused = page.waitForResponse((response) => isPositions(response.request()));
  await driveTo(page, 1);
  expect((await refused).status()).toBe(409);
  await expect(panel).toHaveAttribute("data-state", "stopped");
  await expect(panel.locator("[data-state-text]")).toHaveText("توقفت مشاركة الموقع: هذه الرحلة لم تعد جارية.");
  await expect.poll(() => wakeLock(page)).toMatchObject({ held: 0, releasedByPage: 1 });
  // Nothing more is watched or sent, and nothing waits in storage.
  let late = 0;
  page.on("request", (request) => void (isPositions(request) && late++));
  await driveTo(page, 2);
  await driveTo(page, 3);
  await setHidden(page, true);
  await setHidden(page, false);
  expect(late).toBe(0);
  expect(await wakeLock(page)).toMatchObject({ requests: 2, held: 0 });
  expect(await queued(page)).toEqual([]);
});

test("a link that stops working under the page (the booking cancelled) stops the sharing", async ({ page, context }) => {
  await installWakeLockStub(context);
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  await page.clock.install();
  await page.goto(leg.start);
  await expect(panel).toHaveAttribute("data-state", "on");
  expect((await staff.request("POST", `/api/admin/bookings/${leg.bookingId}/cancel`, { reason: "Customer cancelled by phone" })).status).toBe(200);
  const refused = page.waitForResponse((response) => isPositions(response.request()));
  await driveTo(page, 1);
  expect((await refused).status()).toBe(404);
  await expect(panel).toHaveAttribute("data-state", "stopped");
  await expect.poll(() => wakeLock(page)).toMatchObject({ held: 0, releasedByPage: 1 });
});

test("a phone clock three minutes fast: fixes are stamped by the server's clock and stored, and a clock changed mid-trip is caught up with", async ({
  page,
}) => {
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  await page.clock.install({ time: Date.now() + 3 * 60_000 });
  const first = page.waitForRequest(isPositions);
  await page.goto(leg.start);
  const [ping] = sentPings(await first);
  // Within the page's download of the truth, never ahead of it.
  expect(Math.abs(Date.parse(ping!.recordedAt) - Date.now())).toBeLessThan(15_000);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect.poll(() => storedLats(leg.jobId)).toEqual([ROUTE[0].latitude]);

  // The phone's clock jumps another five minutes ahead while sharing: that fix is refused as from
  // the future, its answer's Date header sets the page right, and the next ones are stored.
  await page.clock.setSystemTime(Date.now() + 8 * 60_000);
  for (const index of [1, 2, 3]) {
    const posted = page.waitForResponse((response) => isPositions(response.request()));
    await driveTo(page, index);
    expect((await posted).status()).toBe(200);
    // The page has read the answer (and its Date header) before the next fix.
    await expect.poll(() => queued(page)).toEqual([]);
  }
  await expect.poll(() => storedLats(leg.jobId)).toEqual([0, 2, 3].map((index) => ROUTE[index]!.latitude));
  for (const position of (await trackOf(leg.jobId)).positions) expect(Date.parse(position.recordedAt)).toBeLessThan(Date.now() + 15_000);
});

test("fixes queued on a dropping connection outlive a reload and go oldest first once it is back; the reload's first fix waits its turn", async ({ page }) => {
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  await page.clock.install();
  const first = page.waitForRequest(isPositions);
  await page.goto(leg.start);
  expect(sentPings(await first).map((ping) => ping.sequence)).toEqual([0]);
  await expect(panel).toHaveAttribute("data-state", "on");

  // The connection drops (each post fails): two fixes wait.
  await page.route("**/api/op/positions/**", (route) => route.abort("internetdisconnected"));
  for (const index of [1, 2]) await driveTo(page, index);
  await expect(panel.locator("[data-state-text]")).toHaveText("لا يوجد اتصال: موقعان بانتظار الإرسال عند عودة الاتصال.");

  // The phone reloads the page (it was stopped in the background): the two are still there, and the
  // reload's first fix, at the same place moments later, is not a third.
  await page.reload();
  await expect(panel).toHaveAttribute("data-state", "queued");
  await expect(panel.locator("[data-state-text]")).toHaveText("لا يوجد اتصال: موقعان بانتظار الإرسال عند عودة الاتصال.");
  await driveTo(page, 3);
  await expect(panel.locator("[data-state-text]")).toHaveText("لا يوجد اتصال: 3 مواقع بانتظار الإرسال عند عودة الاتصال.");

  // Back: the next try sends all three in one batch, oldest first, and the server has the route in order.
  await page.unroute("**/api/op/positions/**");
  const drained = page.waitForRequest(isPositions);
  await page.clock.fastForward(10_000);
  expect(sentPings(await drained).map((ping) => ping.sequence)).toEqual([1, 2, 3]);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect.poll(() => storedLats(leg.jobId)).toEqual(ROUTE.slice(0, 4).map((point) => point.latitude));
});

test("a coarse first fix (the phone's network guess, 1.5 km off) does not keep the accurate ones after it off the map", async ({ page, context }) => {
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  // Before the satellites: a guess from the mobile network, 1.5 km south-east, with its honest accuracy.
  await context.setGeolocation({ latitude: ROUTE[0].latitude - 0.01, longitude: ROUTE[0].longitude + 0.008, accuracy: 1_500 });
  await page.clock.install();
  const first = page.waitForRequest(isPositions);
  await page.goto(leg.start);
  expect(sentPings(await first)[0]).toMatchObject({ accuracy: 1_500 });
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect.poll(() => queued(page)).toEqual([]);
  // Then the satellites: the true place, 6 s later, and the road on.
  for (const index of [0, 1, 2]) {
    const posted = page.waitForResponse((response) => isPositions(response.request()));
    await page.clock.fastForward(6_000);
    await context.setGeolocation({ ...ROUTE[index]!, accuracy: 9 });
    expect((await posted).status()).toBe(200);
    await expect.poll(() => queued(page)).toEqual([]);
  }
  await expect.poll(async () => (await storedLats(leg.jobId)).slice(1)).toEqual([0, 1, 2].map((index) => ROUTE[index]!.latitude));
});

test("no fix yet (Location off, no sky): the page says what to check, in both languages, and shares once a fix comes", async ({ page, context }) => {
  await installGeolocationStub(context);
  const leg = await startedLeg();
  const panel = page.locator("#location-sharing");
  const badge = page.locator("[data-live-badge]");
  await page.goto(leg.start);
  await expect(panel).toHaveAttribute("data-state", "starting");
  await expect.poll(() => geo.watching(page)).toBe(1);
  await geo.fail(page, 3);
  await expect(panel).toHaveAttribute("data-state", "searching");
  await expect(panel.locator("[data-state-text]")).toHaveText("لم يُحدَّد موقعك بعد. تأكد أن الموقع مفعّل في الإعدادات السريعة للهاتف، وضع الهاتف حيث يرى السماء.");
  await expect(badge).toHaveText("جارٍ تحديد موقعك…");
  await page.screenshot({ path: `${SHOTS}/searching-ar-360.png`, fullPage: true });
  await page.goto(`${leg.start}?lang=en`);
  await expect.poll(() => geo.watching(page)).toBe(1);
  await geo.fail(page, 2);
  await expect(panel.locator("[data-state-text]")).toHaveText(
    "No position yet. Check that Location is on in the phone's quick settings, and keep the phone where it can see the sky.",
  );
  await expect(badge).toHaveText("Looking for your position…");
  // The watch went on: the first fix is sent and the page says it is sharing.
  const posted = page.waitForRequest(isPositions);
  await geo.fix(page, ROUTE[0].latitude, ROUTE[0].longitude);
  expect(sentPings(await posted).map((ping) => ping.lat)).toEqual([ROUTE[0].latitude]);
  await expect(panel).toHaveAttribute("data-state", "on");
  await expect(badge).toHaveText("Sharing your location");
});

test("a phone that blocks site storage still shares (the queue lives in the page)", async ({ page, context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    }),
  );
  const leg = await startedLeg();
  const posted = page.waitForRequest(isPositions);
  await page.goto(leg.start);
  expect(sentPings(await posted).map((ping) => ping.lat)).toEqual([ROUTE[0].latitude]);
  await expect(page.locator("#location-sharing")).toHaveAttribute("data-state", "on");
  await expect.poll(() => storedLats(leg.jobId)).toEqual([ROUTE[0].latitude]);
});
