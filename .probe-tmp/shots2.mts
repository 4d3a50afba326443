import { chromium } from "@playwright/test";
import { resolveChromiumPath } from "../tests/e2e/support/chromium-path";
import { stepAt, totpForStep } from "../src/server/platform/auth/totp";
const base = "http://localhost:3900";
const browser = await chromium.launch({ executablePath: resolveChromiumPath() });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/admin/login?next=${encodeURIComponent("/admin/guides/import")}`);
await page.getByRole("textbox", { name: /Email/ }).fill("admin@rihla.local");
await page.locator("#password").fill("Probe-Password-2026!");
await page.waitForSelector('altcha-widget .altcha[data-state="verified"]', { timeout: 30000 }).catch(async () => {
  await page.locator("altcha-widget").getByText(/I'm not a robot/).click().catch(() => undefined);
  await page.waitForSelector('altcha-widget .altcha[data-state="verified"]', { timeout: 30000 });
});
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/mfa-setup/);
await page.getByRole("button", { name: "Set up two-factor" }).click();
const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
await page.getByRole("textbox", { name: "Code" }).fill(totpForStep(secret, stepAt(new Date())));
await page.getByRole("button", { name: "Confirm and turn on" }).click();
await page.getByTestId("backup-code").first().waitFor({ timeout: 30000 });
await page.getByLabel("I have stored these codes safely").check();
await page.getByRole("button", { name: "Continue" }).click();
await page.waitForURL(/guides\/import/);
for (const lang of ["en", "ar"]) for (const width of [360, 390]) {
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${base}/admin/guides/import`);
  await page.locator("#guides-files").setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(6 * 1024 * 1024, "a") });
  await page.waitForTimeout(500);
  await page.locator("#guides-files").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/probe/import-${lang}-${width}.png` });
}
await browser.close();
