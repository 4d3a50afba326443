import { expect, test } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";

/*
 * Staff edit a service's routes on /admin/products → Routes and prices (issue "Bookings as
 * pilgrims and dispatchers found them", item 1): a route × class grid with copy-down; the next
 * quote charges the new route's price, and the booking form offers its places.
 */
const PORT = Number(process.env.E2E_ROUTES_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 15);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-routes-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: ".e2e-data/product-routes", adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

test("staff add a route with its prices (copied down), and the public quote and form follow", async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/products" });
  await page.getByRole("tab", { name: "Routes and prices" }).click();
  await page.getByLabel("Prices for").selectOption({ label: "Makkah to Madinah" });
  const firstRow = page.getByTestId("route-row-0");
  await expect(firstRow.getByLabel("From, route 1")).toHaveValue("makkah");
  await expect(firstRow.getByLabel("To, route 1")).toHaveValue("madinah");
  await expect(firstRow.getByLabel("Makkah → Madinah, Sedan: price in SAR")).toHaveValue("650");

  await page.getByRole("button", { name: "Add a route" }).click();
  const added = page.getByTestId("route-row-1");
  await added.getByLabel("From, route 2").selectOption("makkah");
  await added.getByLabel("To, route 2").selectOption("taif");
  await firstRow.getByRole("button", { name: /Copy down/ }).click();
  await expect(added.getByLabel("Makkah → Taif, Sedan: price in SAR")).toHaveValue("650");
  await added.getByLabel("Makkah → Taif, Sedan: price in SAR").fill("350");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/routes-shots/admin-grid-desktop.png", fullPage: true });
  await page.getByRole("button", { name: "Save routes and prices" }).click();
  await expect(page.getByText("Saved.").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/routes-shots/admin-grid-390.png", fullPage: true });

  const pickupAt = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T10:00+03:00`;
  const quote = await request.post(`${ORIGIN}/api/quotes`, {
    data: {
      productSlug: "makkah-to-madinah",
      vehicleClassSlug: "sedan",
      legs: [{ from: { type: "place", placeId: "taif-city" }, to: { type: "place", placeId: "makkah-ajyad" }, pickupAt }],
      adults: 1,
      children: 0,
      infants: 0,
      bags: 0,
    },
  });
  expect(quote.status()).toBe(200);
  expect((await quote.json()).options[0].breakdown.totalHalalas).toBe(35_000);

  await page.goto(`${ORIGIN}/book?product=makkah-to-madinah`);
  await expect(page.locator("form[data-ready]")).toBeVisible();
  await page.locator("#leg-0-from").selectOption("makkah-ajyad");
  await expect(page.locator("#leg-0-to option[value='taif-city']")).toHaveCount(1);
  expect(errors).toEqual([]);
});
