import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { startTileServer } from "../support/map-tiles";
import { startOwnServer } from "../support/own-server";
import { confirmedLeg } from "../operator/driver-leg";
import { staffInBothPlaces } from "./tracking-leg";

/*
 * The whole picture in browsers (issue 23): the driver presses Start on a 360 px phone in
 * Arabic whose geolocation is overridden along a recorded approach to Jeddah airport's Terminal 1
 * (the pickup); the customer's page, on another phone, shows the vehicle moving and the estimate
 * falling as the driver's page sends; staff see the leg on the live map. Then the driver's page
 * goes quiet: "updated … ago" turns into "connection lost" after 60 s (the customer's clock moved
 * on, not waited for). After Completed the link says the trip has ended.
 */
const SHOTS = "/tmp/tracking-shots";
const PORT = Number(process.env.E2E_PORT ?? 3210) + 25;
const TILE_PORT = Number(process.env.E2E_PORT ?? 3210) + 26;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };

/** A recorded approach to KAIA Terminal 1 (21.6796, 39.1565) from the south, about 170 m a step. */
const APPROACH = [
  { latitude: 21.6502, longitude: 39.1712 },
  { latitude: 21.6516, longitude: 39.1705 },
  { latitude: 21.653, longitude: 39.1698 },
  { latitude: 21.6544, longitude: 39.1691 },
  { latitude: 21.6558, longitude: 39.1684 },
];

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let tiles: Awaited<ReturnType<typeof startTileServer>> | undefined;

test.skip(({ isMobile }) => !isMobile, "one stateful flow, on the phone project");
test.beforeAll(async () => {
  test.setTimeout(120_000);
  tiles = await startTileServer(TILE_PORT);
  server = await startOwnServer({
    port: PORT,
    dataDir: `.e2e-data/driver-to-customer-${randomUUID().slice(0, 8)}`,
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

const isPositions = (request: Request) => request.method() === "POST" && request.url().includes("/api/op/positions/");
const eta = async (page: Page) => Number(await page.getByTestId("track-summary").getAttribute("data-eta-seconds"));

test("the driver starts in Arabic and drives; the customer sees the vehicle move and the estimate fall, staff see it live; silence turns into 'connection lost'; Completed ends the link", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  const staffPage = await staffContext.newPage();
  const staff = await staffInBothPlaces(staffPage, BASE, ADMIN);
  const leg = await confirmedLeg(BASE, staff, 0);

  // The driver's phone, in Arabic, at the start of the approach.
  const driverContext = await browser.newContext({
    viewport: { width: 360, height: 780 },
    locale: "ar-SA",
    isMobile: true,
    hasTouch: true,
    permissions: ["geolocation"],
    geolocation: { ...APPROACH[0]!, accuracy: 8 },
  });
  const driver = await driverContext.newPage();
  await driver.clock.install();
  await driver.goto(`${BASE}${leg.start}`);
  await driver.locator("summary", { hasText: "انطلاق" }).click();
  const firstFix = driver.waitForRequest(isPositions);
  await driver.getByRole("button", { name: "نعم: انطلاق" }).click();
  await expect(driver).toHaveURL(/\?done=started$/);
  await firstFix;
  await expect(driver.locator("[data-live-badge]")).toHaveText("تتم مشاركة موقعك");

  // The customer's phone opens the track link sent when the leg started.
  const customerContext = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: "ar-SA", isMobile: true, hasTouch: true });
  const customer = await customerContext.newPage();
  await customer.clock.install();
  await customer.goto(`${BASE}/ar/track/${await leg.sentToken("track")}`);
  const map = customer.getByTestId("track-map");
  await expect(map).toHaveAttribute("data-vehicle-lat", String(APPROACH[0]!.latitude));
  await expect(customer.locator("[data-vehicle-marker]")).toBeVisible();
  const etas = [await eta(customer)];
  expect(etas[0]).toBeGreaterThan(0);

  // The driver moves on (6 s a step by the driver's clock): each step reaches the customer's map, and the estimate falls.
  for (const point of APPROACH.slice(1)) {
    const sent = driver.waitForRequest(isPositions);
    await driver.clock.fastForward(6_000);
    await driverContext.setGeolocation({ ...point, accuracy: 8 });
    await sent;
    await expect(map).toHaveAttribute("data-vehicle-lat", String(point.latitude));
    await expect.poll(() => eta(customer)).toBeLessThan(etas.at(-1)!);
    etas.push(await eta(customer));
  }
  expect(etas).toEqual([...etas].sort((a, b) => b - a));
  await expect(customer.getByTestId("track-age")).toContainText("آخر تحديث");
  await expect(customer.getByTestId("track-age")).not.toHaveAttribute("data-lost");
  mkdirSync(SHOTS, { recursive: true });
  await customer.screenshot({ path: `${SHOTS}/driven-ar-360.png`, fullPage: true });
  await driver.screenshot({ path: `${SHOTS}/driver-sharing-ar-360.png` });

  // The same link in English, on a page React never runs (no module script): the same facts, live.
  // (The language switch's cookie: an Arabic phone is otherwise sent to the Arabic page.)
  await customerContext.addCookies([{ name: "lang", value: "en", url: BASE }]);
  const english = await customerContext.newPage();
  await english.goto(`${BASE}/track/${await leg.sentToken("track")}`);
  await expect(english.getByRole("heading", { level: 1 })).toHaveText("Track your driver");
  await expect(english.getByTestId("track-eta")).toHaveText(/^about \d+ minutes?$/);
  await expect(english.getByTestId("track-distance")).toHaveText(/ to your pickup$/);
  await expect(english.getByTestId("track-age")).toHaveText(/^Updated /);
  await expect(english.getByTestId("track-map")).toHaveAttribute("data-vehicle-lat", String(APPROACH.at(-1)!.latitude));
  await expect(english.locator("script[type=module]")).toHaveCount(0);
  await english.close();
  await customerContext.addCookies([{ name: "lang", value: "ar", url: BASE }]);

  // Staff: the leg on the live map, heard from moments ago.
  await staffPage.goto(`${BASE}/admin/jobs`);
  await expect(staffPage.locator(`[data-live-marker="${leg.reference}"]`)).toBeVisible();
  await expect(staffPage.locator(`[data-live-leg="${leg.reference}"]`)).toContainText("last heard");

  // The driver's page goes quiet; a minute later by the customer's clock the page says the connection is lost.
  await driver.close();
  await customer.clock.setSystemTime(Date.now() + 61_000);
  await expect(customer.getByTestId("track-age")).toHaveAttribute("data-lost", "true");
  await expect(customer.getByTestId("track-age")).toContainText("انقطع الاتصال: آخر موقع");
  await customer.screenshot({ path: `${SHOTS}/connection-lost-ar-360.png`, fullPage: true });

  // Arrived, on board, completed (the driver's buttons): the link says the trip has ended, in both languages.
  for (const to of ["arrived", "on_board", "completed"]) await leg.step(to);
  await customer.goto(`${BASE}/ar/track/${await leg.sentToken("track")}`);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("انتهت هذه الرحلة");
  await expect(customer.locator("[data-vehicle-marker]")).toHaveCount(0);
  await customer.screenshot({ path: `${SHOTS}/ended-ar-360-driven.png`, fullPage: true });
  await customerContext.addCookies([{ name: "lang", value: "en", url: BASE }]);
  await customer.goto(`${BASE}/track/${await leg.sentToken("track")}`);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("This trip has ended");
  await customer.screenshot({ path: `${SHOTS}/ended-en-360.png`, fullPage: true });
  await staffContext.close();
  await customerContext.close();
  await driverContext.close();
});
