import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { kb, measureFirstLoad } from "../support/first-load";
import { startTileServer } from "../support/map-tiles";
import { startOwnServer } from "../support/own-server";
import { sendFix, staffInBothPlaces, startedLeg } from "./tracking-leg";

/*
 * Live tracking as the customer and staff see it (issue 23), on a server of this spec's own whose
 * map tiles come from a recorded tile server on this machine (MAP_TILE_URL): a started leg, the
 * driver's fixes sent through the ingest; the customer's page on a 360 px phone in Arabic shows
 * the vehicle move and the estimate fall as they arrive, the staff live map shows the leg, and
 * after completion the open page turns into "this trip has ended". The page is server-rendered and
 * never hydrated: all the JavaScript it loads beyond Leaflet (its one script) is held to 80 KB
 * gzip, and without JavaScript it still shows the driver, the car, the estimate and the steps.
 * Screenshots at 360 and 390 px in both languages and on a desktop go to /tmp/tracking-shots
 * (looked at by hand, not compared).
 */
const SHOTS = "/tmp/tracking-shots";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 22;
const TILE_PORT = Number(process.env.E2E_PORT ?? 3210) + 23;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
/** Every byte of JavaScript the page loads, Leaflet (the map library, its own file) left out. */
const BUDGET_BEYOND_LEAFLET = 80 * 1024;
const isLeaflet = (file: string) => /\/leaflet(-src)?-[\w-]+\.js$/.test(file);

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let tiles: Awaited<ReturnType<typeof startTileServer>> | undefined;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  tiles = await startTileServer(TILE_PORT);
  server = await startOwnServer({
    port: PORT,
    dataDir: `.e2e-data/tracking-${randomUUID().slice(0, 8)}`,
    adminPassword: ADMIN.password,
    env: { MAP_TILE_URL: tiles.template, MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors (recorded tiles)" },
  });
});
test.afterAll(async () => {
  // A graceful stop may take its 20 s on a busy machine.
  test.setTimeout(60_000);
  await server?.stop();
  await tiles?.close();
});

async function shoot(page: Page, path: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [language, width] of [
    ["ar", 360],
    ["ar", 390],
    ["en", 360],
    ["en", 390],
    ["en", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
    // The language switch's cookie: an Arabic phone is otherwise sent to the Arabic page on its first visit.
    await page.context().addCookies([{ name: "lang", value: language, url: BASE }]);
    await page.goto(`${BASE}${language === "ar" ? "/ar" : ""}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "ar" ? "تتبّع سائقك" : "Track your driver");
    await expect(page.getByTestId("track-eta")).toHaveText(language === "ar" ? /تقريبًا$/ : /^about \d+ minutes?$/);
    await expect(page.locator("[data-vehicle-marker]")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.context().addCookies([{ name: "lang", value: "ar", url: BASE }]);
}

const eta = async (page: Page) => Number(await page.getByTestId("track-summary").getAttribute("data-eta-seconds"));

test("the customer watches the driver come on a phone in Arabic, staff see the leg on the live map, and the link ends with the trip", async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "one stateful flow, on the phone project");
  test.setTimeout(240_000);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  const staffPage = await staffContext.newPage();
  const staff = await staffInBothPlaces(staffPage, BASE, ADMIN);
  const leg = await startedLeg(BASE, staff);

  const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: "ar-SA", deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  // The booking page links the leg's live track.
  await customer.goto(`${BASE}/ar/booking-info/${leg.bookingToken}`);
  await expect(customer.getByRole("link", { name: "تابع السائق" })).toHaveAttribute("href", new RegExp(`/track/${leg.trackToken}$`));

  // Before the first fix: the page waits for it, private, not indexed.
  const opened = await customer.goto(`${BASE}/ar/track/${leg.trackToken}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(customer.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("تتبّع سائقك");
  await expect(customer.getByTestId("track-age")).toHaveText("بانتظار أول موقع من السائق…");
  await expect(customer.getByTestId("track-driver")).toContainText("Salem");
  await expect(customer.getByTestId("track-vehicle")).toContainText("ABC 4821");
  await expect(customer.getByTestId("track-call")).toHaveAttribute("href", "tel:+966551234567");
  await expect(customer.getByTestId("track-whatsapp")).toHaveAttribute("href", "https://wa.me/966551234567");
  await expect(customer.locator(".leaflet-tile-loaded").first()).toBeVisible();

  // Fixes arrive over the realtime hub: the vehicle appears, moves, and the estimate falls (the pickup is Jeddah airport T1).
  const now = Date.now();
  await sendFix(BASE, leg.startToken, { lat: 21.6, lng: 39.19, at: new Date(now - 180_000), sequence: 1 });
  await expect(customer.locator("[data-vehicle-marker]")).toBeVisible();
  await expect(customer.getByTestId("track-map")).toHaveAttribute("data-vehicle-lat", "21.6");
  const first = await eta(customer);
  expect(first).toBeGreaterThan(0);
  await expect(customer.getByTestId("track-distance")).toContainText("إلى نقطة انطلاقك");
  await sendFix(BASE, leg.startToken, { lat: 21.645, lng: 39.17, at: new Date(now - 5_000), sequence: 2 });
  await expect(customer.getByTestId("track-map")).toHaveAttribute("data-vehicle-lat", "21.645");
  await expect.poll(() => eta(customer)).toBeLessThan(first);
  await expect(customer.getByTestId("track-age")).toContainText("آخر تحديث");
  // The vehicle glides to its new place, which the map frames.
  await expect(customer.locator("[data-vehicle-marker]")).toBeInViewport();
  await customer.screenshot({ path: `${SHOTS}/moving-ar-360.png`, fullPage: true });
  await shoot(customer, `/track/${leg.trackToken}`, "track");

  // Everything the page's JavaScript weighs, Leaflet left out: no React, no site bundle, only its own script.
  const plain = await measureFirstLoad(customer, `${BASE}/ar/privacy`);
  const track = await measureFirstLoad(customer, `${BASE}/ar/track/${leg.trackToken}`);
  const leaflet = track.scripts.filter((script) => isLeaflet(script.file));
  const leafletBytes = leaflet.reduce((sum, script) => sum + script.gzipBytes, 0);
  const beyond = track.totalBytes - leafletBytes;
  console.log(
    `/track first load: ${kb(track.totalBytes)} in all (${track.scripts.map((script) => `${script.file} ${kb(script.gzipBytes)}`).join(", ")}); Leaflet ${kb(leafletBytes)}; everything beyond Leaflet ${kb(beyond)} (budget ${kb(BUDGET_BEYOND_LEAFLET)}); a public page such as /ar/privacy: ${kb(plain.totalBytes)}`,
  );
  expect(leaflet.length).toBe(1);
  expect(plain.scripts.some((script) => isLeaflet(script.file))).toBe(false);
  expect(beyond).toBeLessThanOrEqual(BUDGET_BEYOND_LEAFLET);
  // Not hydrated: none of the site's scripts, no React Router context.
  expect(track.scripts.map((script) => script.file).filter((file) => !isLeaflet(file))).toEqual([expect.stringMatching(/\/track-page\.client-[\w-]+\.js$/)]);
  await expect(customer.locator("script[type=module], #__reactRouterContext")).toHaveCount(0);

  // Without JavaScript the page still says who is coming, in what, how soon, and what happened so far.
  const noScript = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: "ar-SA", javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${BASE}/ar/track/${leg.trackToken}`);
  await expect(bare.getByTestId("track-driver")).toContainText("Salem");
  await expect(bare.getByTestId("track-vehicle")).toContainText("ABC 4821");
  await expect(bare.getByTestId("track-eta")).toHaveText(/تقريبًا$/);
  await expect(bare.getByTestId("track-distance")).toContainText("إلى نقطة انطلاقك");
  await expect(bare.getByTestId("track-age")).toContainText("آخر تحديث");
  await expect(bare.getByTestId("track-timeline")).toContainText("انطلق السائق");
  await expect(bare.getByTestId("track-list-vehicle")).toContainText("21.64500");
  await expect(bare.getByTestId("track-map")).toBeHidden();
  // Sent whole (nothing streamed late for React to put in place): the Quick Tools bar is there too.
  await expect(bare.getByRole("link", { name: "مواقيت الصلاة" })).toBeVisible();
  expect(await bare.content()).not.toContain("$RC");
  await bare.screenshot({ path: `${SHOTS}/no-script-ar-360.png`, fullPage: true });
  await noScript.close();

  // The Quick Tools bar's widgets need the site's scripts: on this page each one is a link that opens it on the home page.
  await customer.goto(`${BASE}/ar/track/${leg.trackToken}`);
  await customer.getByRole("link", { name: "مواقيت الصلاة" }).click();
  await expect(customer).toHaveURL(`${BASE}/ar?tool=prayer`);
  await expect(customer.getByRole("dialog", { name: "مواقيت الصلاة" })).toBeVisible();

  // Staff: the leg on the live map with its reference; its marker opens the booking, whose leg shows its track.
  await staffPage.goto(`${BASE}/admin/jobs`);
  const marker = staffPage.locator(`[data-live-marker="${leg.reference}"]`);
  await expect(marker).toBeVisible();
  await expect(staffPage.locator(`[data-live-leg="${leg.reference}"]`)).toContainText("last heard");
  await staffPage.screenshot({ path: `${SHOTS}/staff-live-map-en-1280.png`, fullPage: true });
  await marker.click();
  await expect(staffPage).toHaveURL(new RegExp(`booking=${leg.bookingId}`));
  await expect(staffPage.getByTestId(`job-track-${leg.jobId}`)).toContainText("2 positions");
  await expect(staffPage.locator(`[data-track-points="2"]`)).toBeVisible();
  // The panel lies above the live map (Leaflet's panes stay inside their map).
  await expect(staffPage.getByTestId("job-track-last")).toContainText("Last position 21.64500, 39.17000");
  await staffPage.getByTestId(`job-track-${leg.jobId}`).locator("summary").click({ trial: true, timeout: 5_000 });
  await staffPage.screenshot({ path: `${SHOTS}/staff-job-track-en-1280.png` });

  // Tiles that cannot load: the same facts as a plain list, in both languages.
  tiles!.state.failing = true;
  for (const language of ["ar", "en"] as const) {
    const offlineContext = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: language === "ar" ? "ar-SA" : "en-GB" });
    const offline = await offlineContext.newPage();
    await offline.goto(`${BASE}${language === "ar" ? "/ar" : ""}/track/${leg.trackToken}`);
    await expect(offline.getByTestId("track-list")).toBeVisible();
    await expect(offline.getByTestId("track-map")).toBeHidden();
    await expect(offline.getByTestId("track-list-vehicle")).toContainText(language === "ar" ? "21.64500، 39.17000" : "21.64500, 39.17000");
    await offline.screenshot({ path: `${SHOTS}/tiles-failed-${language}-360.png`, fullPage: true });
    await offlineContext.close();
  }
  tiles!.state.failing = false;

  // The trip goes on and ends while the customer watches: the open page turns into the ended page, with no position.
  await customer.goto(`${BASE}/ar/track/${leg.trackToken}`);
  await expect(customer.locator("[data-vehicle-marker]")).toBeVisible();
  await leg.step("arrived");
  await expect(customer.locator("[data-track-status]")).toHaveText("وصل سائقك إلى نقطة الانطلاق.");
  await expect(customer.getByTestId("track-timeline")).toContainText("وصل السائق إلى نقطة الانطلاق");
  for (const to of ["on_board", "completed"]) await leg.step(to);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("انتهت هذه الرحلة");
  await expect(customer.getByTestId("track-ended")).toBeVisible();
  await expect(customer.locator("[data-vehicle-marker]")).toHaveCount(0);
  await expect(customer.getByTestId("track-timeline")).toContainText("على متن السيارة");
  // And so does the link opened afresh.
  await customer.goto(`${BASE}/ar/track/${leg.trackToken}`);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("انتهت هذه الرحلة");
  await expect(customer.locator("[data-vehicle-marker]")).toHaveCount(0);
  await expect(customer.getByTestId("track-timeline")).toContainText("على متن السيارة");
  await customer.screenshot({ path: `${SHOTS}/ended-ar-360.png`, fullPage: true });
  await staffContext.close();
  await phone.close();
});

test("a wrong tracking link is one friendly page, 404, never cached", async ({ page }) => {
  const response = await page.goto(`${BASE}/ar/track/Zx9wrongTokenwrongTokenwrongTokenwrong1234`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByTestId("track-not-found")).toContainText("رابط التتبع هذا لا يعمل");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Not hydrated, yet the site's header works: its phone menu opens and closes (live/plain-shell.ts).
  await page.setViewportSize({ width: 360, height: 780 });
  const menu = page.locator('button[aria-controls="mobile-nav"]');
  await menu.click();
  await expect(page.locator("#mobile-nav")).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await menu.click();
  await expect(page.locator("#mobile-nav")).toBeHidden();
});
