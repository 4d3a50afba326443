import { expect, test } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * /admin/email-templates and /admin/whatsapp-templates on a server of their own: an admin edits a
 * template with the variables list and the live preview, saves, restores the default; the pages
 * work at 360 px in English and Arabic (screenshots under /tmp/templates-shots).
 */
const PORT = Number(process.env.E2E_TEMPLATES_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/templates";
const ADMIN = { email: "admin@rihla.local", password: "e2e-templates-password-1234" };
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

test("an admin edits an email template with the variables and the preview, saves it and restores the default", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password });
  await page.getByRole("link", { name: "Email templates" }).click();
  await expect(page.getByRole("heading", { name: "Email templates", level: 1 })).toBeVisible();

  const card = page.locator("#purpose-booking\\.confirmed\\.customer");
  const english = card.getByRole("region", { name: "English" });
  await english.getByRole("button", { name: "Edit" }).click();
  const body = english.getByLabel("Message (Markdown)");
  await expect(body).toHaveValue(/Your booking \{\{booking\.reference\}\} is confirmed/);
  await expect(english.getByRole("region", { name: "Preview with sample data" })).toContainText("Your booking RH-2026-000123 is confirmed.");

  await body.fill("Hello **{{driver.phone}}** ");
  await expect(english.getByText("These variables are not offered by this message: {{driver.phone}}")).toBeVisible();
  await body.fill("Hello **");
  await body.press("End");
  await english.getByRole("button", { name: "{{customer.name}}" }).click();
  await expect(body).toHaveValue("Hello **{{customer.name}}");
  await body.fill("Hello **{{customer.name}}**");
  await expect(english.locator("strong")).toHaveText("Aisha Rahman");
  await expectNoAxeViolations(page);

  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 200);
  await english.getByRole("button", { name: "Save" }).click();
  await saved;
  await expect(card.getByRole("region", { name: "English" }).getByText("Edited")).toBeVisible();

  // The editor stays open after a save, on the saved version.
  page.once("dialog", (dialog) => void dialog.accept());
  const restored = page.waitForResponse((r) => r.url().includes("/restore") && r.status() === 200);
  await card.getByRole("region", { name: "English" }).getByRole("button", { name: "Restore default" }).click();
  await restored;
  await expect(card.getByRole("region", { name: "English" }).getByText("Default", { exact: true })).toBeVisible();
  await test.step("both pages work at 360 px in English and Arabic", async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const language of ["en", "ar"] as const) {
      await page.context().addCookies([{ name: "lang", value: language, url: ORIGIN }]);
      for (const slug of ["whatsapp-templates", "email-templates"]) {
        await page.goto(`${ORIGIN}/admin/${slug}`);
        const purpose = page.locator("#purpose-booking\\.created\\.customer");
        await purpose.waitFor();
        const arabic = purpose.getByRole("region", { name: "العربية" });
        await arabic.locator("header button").click();
        await expect(arabic.locator("textarea")).toHaveAttribute("dir", "rtl");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${slug} ${language}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `/tmp/templates-shots/${slug}-${language}-360.png` });
        await arabic.locator("textarea").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/templates-shots/${slug}-${language}-360-editor.png` });
      }
    }
  });
  expect(errors).toEqual([]);
});
