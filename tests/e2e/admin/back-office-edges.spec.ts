import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";

/**
 * /admin/system-dashboard on a server of its own (issue 24 §5 and §6): the backup card warns
 * before the first backup and shows its time and size after `npm run backup`'s request; the charts
 * open with the server's last minutes already drawn over a 3-minute window ending now, and every
 * y-axis label fits its axis at 390 and 1366 px. Products, blogs and guides keep Delete in each
 * row's menu (keyboard operable), behind its confirmation, not as a red button on every row.
 */
const PORT = Number(process.env.E2E_SYSTEM_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 24);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/back-office-edges";
const ADMIN = { email: "admin@rihla.local", password: "e2e-system-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

async function checkCharts(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  const charts = page.locator("figure[data-points]");
  await expect(charts).toHaveCount(4);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    // The server's history is drawn at once: more than the one point a fresh page used to have.
    expect(Number(await chart.getAttribute("data-points"))).toBeGreaterThan(1);
    const start = Number(await chart.getAttribute("data-window-start"));
    const end = Number(await chart.getAttribute("data-window-end"));
    expect(end - start).toBe(180);
    expect(Math.abs(end - Date.now() / 1000)).toBeLessThan(30);
    const labelWidth = Number(await chart.getAttribute("data-y-label-width"));
    const axisSize = Number(await chart.getAttribute("data-y-axis-size"));
    expect(labelWidth).toBeGreaterThan(0);
    expect(labelWidth + 15).toBeLessThanOrEqual(axisSize);
  }
  await page.locator("#charts-title").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/system-dashboard-${width}.png`, fullPage: false });
}

async function deleteThroughRowMenu(page: Page, listPath: string, confirmTitle: RegExp, shot: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${ORIGIN}${listPath}`);
  const menus = page.getByRole("button", { name: /^More actions for / });
  await expect(menus.first()).toBeVisible();
  // No solid Delete button on the rows any more.
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  const first = menus.first();
  const name = ((await first.getAttribute("aria-label")) ?? "").replace(/^More actions for /, "");
  await page.screenshot({ path: `/tmp/${shot}-list.png` });
  // Keyboard: Enter opens on the first item, Escape closes and focus returns to the button.
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.screenshot({ path: `/tmp/${shot}-menu.png` });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(first).toBeFocused();
  // Delete asks first; Cancel changes nothing and gives focus back to the menu button.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
  // Confirmed, the row goes.
  await first.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: confirmTitle }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: `More actions for ${name}`, exact: true })).toHaveCount(0);
}

test("the system dashboard shows the backups and charts that start full and fit; Delete lives in row menus", async ({ page }) => {
  test.setTimeout(240_000);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/system-dashboard" });

  await test.step("before any backup the card warns", async () => {
    await expect(page.getByTestId("backup-warning")).toContainText("No backup has been taken yet");
  });

  await test.step("a backup asked for with the data folder's token appears with its time and size", async () => {
    const lock = JSON.parse(readFileSync(path.join(DATA_DIR, "server.lock.json"), "utf8")) as { token: string };
    const response = await fetch(`${ORIGIN}/api/backups/run`, { method: "POST", headers: { Authorization: `Bearer ${lock.token}` } });
    expect(response.status).toBe(201);
    await page.reload();
    await expect(page.getByTestId("backup-size")).toContainText("MB in");
    await expect(page.getByTestId("backup-warning")).toHaveCount(0);
  });

  // The history is sampled every 3 seconds from the start: the sign-in alone took longer.
  await test.step("charts at 1366 px", () => checkCharts(page, 1366));
  await test.step("charts at 390 px", () => checkCharts(page, 390));
  await test.step("the product and vehicle-class forms (one shared field layout) check, save and show the change", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${ORIGIN}/admin/products`);
    await page.getByRole("button", { name: "Edit" }).first().click();
    const name = page.getByRole("textbox", { name: "Name (English)" });
    await name.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Renamed transfer");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Renamed transfer", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Vehicle classes" }).click();
    await page.getByRole("button", { name: "Edit" }).first().click();
    await expect(page.getByRole("textbox", { name: "Features (English, one per line)" })).not.toHaveValue("");
    await page.getByRole("spinbutton", { name: "Passengers" }).fill("0");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("spinbutton", { name: "Passengers" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("spinbutton", { name: "Passengers" }).fill("5");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("spinbutton", { name: "Passengers" })).toHaveCount(0);
  });
  await test.step("blogs: Delete in the row menu, with its confirmation", () => deleteThroughRowMenu(page, "/admin/blogs", /^Delete this article\?$/, "blogs"));
  await test.step("guides: the same", () => deleteThroughRowMenu(page, "/admin/guides", /^Delete this (article|guide)\?$/, "guides"));
  await test.step("products: the same", () => deleteThroughRowMenu(page, "/admin/products", /^Delete .+\?$/, "products"));
  await test.step("in Arabic at 390 px, the row menu opens inside the screen and the dashboard fits", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ORIGIN}/admin/products`);
    await page.getByRole("button", { name: "Switch the back office to Arabic" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const menuButton = page.getByRole("button", { name: /^إجراءات أخرى لـ / }).first();
    await menuButton.click();
    const item = page.getByRole("menuitem", { name: "حذف" });
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "/tmp/products-menu-ar-390.png" });
    await page.keyboard.press("Escape");
    await page.goto(`${ORIGIN}/admin/system-dashboard`);
    await expect(page.getByTestId("backup-size")).toBeVisible();
    await page.screenshot({ path: "/tmp/system-dashboard-ar-390.png", fullPage: true });
  });
});
