import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { startOwnServer } from "../support/own-server";
import { operatorLeg } from "./operator-leg";
import { measurePageWeight } from "./operator-page-weight";

/*
 * The operator's token pages on a driver's cheap phone: 360 px, Arabic, JavaScript off. Every
 * action is a plain form post answered with a 303 back to the page. Each page's weight (HTML, CSS,
 * JavaScript, icon: everything transferred, compressed) is printed and held to 60 KB, and its
 * JavaScript to 50 KB (none is loaded). Screenshots at 360 and 390 px in both languages go to
 * /tmp/operator-pages-shots (looked at by hand, not compared).
 */
const SHOTS = "/tmp/operator-pages-shots";
const KB = 1024;
// Staff steps go through the admin API, whose admin must enrol MFA: a server of this spec's own.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 25;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.use({ baseURL: BASE, javaScriptEnabled: false, viewport: { width: 360, height: 780 }, locale: "ar-SA" });
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: `.e2e-data/operator-pages-${randomUUID().slice(0, 8)}`, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

async function weighs(page: Page, path: string) {
  const weight = await measurePageWeight(page, path);
  const page_ = path.split("/").slice(0, -1).join("/") || path;
  const files = weight.files.map((file) => `${file.type} ${file.bytes} B`).join(", ");
  console.log(
    `${page_}: ${weight.totalBytes} bytes transferred in all (${(weight.totalBytes / KB).toFixed(1)} KB: ${files}), JavaScript ${weight.scriptBytes} bytes`,
  );
  expect(weight.totalBytes).toBeLessThanOrEqual(60 * KB);
  expect(weight.scriptBytes).toBeLessThanOrEqual(50 * KB);
  expect(weight.files.filter((file) => file.type === "script")).toEqual([]);
}

async function shoot(page: Page, path: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ["ar", "en"] as const)
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(`${path}?lang=${language}`);
      await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 360, height: 780 });
}

test("an operator answers, confirms with a typed driver and car, and runs the trip, in Arabic without JavaScript", async ({ page, isMobile }) => {
  test.skip(!isMobile, "one stateful flow, on the phone project");
  test.setTimeout(180_000);
  const leg = await operatorLeg(BASE, ADMIN);

  // Availability: the leg, then Available with a note, behind its confirmation.
  const availability = `/operator-availability/${leg.availabilityToken}`;
  await weighs(page, availability);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هل أنت متاح لهذه الرحلة؟");
  await expect(page.getByText(leg.reference, { exact: false })).toBeVisible();
  await shoot(page, availability, "availability");
  await page.goto(availability);
  await page.getByText("متاح", { exact: true }).click();
  await page.getByLabel("ملاحظة للمكتب (اختيارية)").first().fill("السيارة جاهزة");
  const [answered] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "نعم، أنا متاح" }).click(),
  ]);
  expect(answered.status()).toBe(303);
  await expect(page).toHaveURL(/\?done=available$/);
  await expect(page.getByRole("status")).toHaveText("شكرًا: أبلغتنا أنك متاح.");
  await expect(page.getByText("إجابتك: متاح")).toBeVisible();

  // Staff assign; the operator opens the confirmation link.
  const confirmToken = await leg.assign();
  const confirm = `/operator-confirm/${confirmToken}`;
  await weighs(page, confirm);
  await shoot(page, confirm, "confirm");
  await page.goto(confirm);
  // Accept without a driver: the page again with the reason (400), nothing changed.
  await page.getByText("قبول", { exact: true }).click();
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "اقبل الرحلة" }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("اختر سائقًا، أو اكتب اسم السائق وجواله.");
  await page.screenshot({ path: `${SHOTS}/confirm-refused-ar-360.png`, fullPage: true });
  await page.getByLabel("اسم السائق").fill("سالم الحربي");
  await page.getByLabel("جوال السائق").fill("0551234567");
  await page.getByLabel("رقم اللوحة").fill("ح ط ب 4821");
  await page.getByLabel("النوع والطراز").fill("Hyundai Staria");
  await page.getByRole("button", { name: "اقبل الرحلة" }).click();
  await expect(page).toHaveURL(/\?done=confirmed$/);
  await expect(page.getByRole("status")).toHaveText("شكرًا: تم تأكيد الرحلة.");
  await expect(page.getByText("سالم الحربي")).toBeVisible();
  await expect(page.getByText("Hyundai Staria")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm-done-ar-360.png`, fullPage: true });

  // The start link: the customer's contact, then Start → Arrived → On board → Completed.
  const startToken = await leg.startLink();
  const start = `/op/start/${startToken}`;
  await weighs(page, start);
  await shoot(page, start, "start");
  await page.goto(start);
  await expect(page.getByRole("link", { name: "اتصال" })).toHaveAttribute("href", /^tel:\+/);
  await expect(page.getByRole("link", { name: "واتساب" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(page.locator("#location-sharing")).toBeVisible();
  for (const [step, done] of [
    ["انطلاق", "started"],
    ["وصلت", "arrived"],
    ["الركاب في السيارة", "on_board"],
    ["اكتملت", "completed"],
  ] as const) {
    await page.locator("summary", { hasText: step }).click();
    await page.getByRole("button", { name: `نعم: ${step}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?done=${done}$`));
    // Under way without JavaScript: the buttons work, and the page says sharing needs it.
    if (done === "started") {
      await expect(page.locator("#location-sharing noscript p")).toBeVisible();
      await expect(page.locator("#location-sharing noscript p")).toContainText("تحتاج مشاركة الموقع إلى JavaScript.");
      // No state of a script that is not running ("starting…"), no badge.
      await expect(page.locator("#location-sharing [data-state-text]")).toBeHidden();
      await expect(page.locator("[data-live-badge]")).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/start-no-script-ar-360.png`, fullPage: true });
    }
  }
  await expect(page.getByText("انتهت هذه الرحلة. شكرًا لك.")).toBeVisible();
  await expect(page.locator("summary.op-btn")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/start-done-ar-360.png`, fullPage: true });
});

test("a wrong link is one friendly page in both languages, 404, never cached", async ({ page }) => {
  for (const path of ["/operator-availability/", "/operator-confirm/", "/op/start/"]) {
    const response = await page.goto(`${path}Zx9wrongTokenwrongTokenwrongTokenwrong1234`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByText("هذا الرابط لا يعمل")).toBeVisible();
    await expect(page.getByText("This link does not work")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // A post to it: the same page, 404, nothing to change.
    const posted = await page.request.post(`${path}Zx9wrongTokenwrongTokenwrongTokenwrong1234`, { form: { intent: "step", to: "started" }, maxRedirects: 0 });
    expect(posted.status()).toBe(404);
    expect(posted.headers()["cache-control"]).toBe("no-store");
    expect(await posted.text()).toContain("This link does not work");
  }
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/not-found-360.png`, fullPage: true });
});
