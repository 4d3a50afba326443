import { chromium } from "@playwright/test";
import { resolveChromiumPath } from "../tests/e2e/support/chromium-path";
const browser = await chromium.launch({ executablePath: resolveChromiumPath() });
const base = "http://localhost:3900";
const shots: [string, number, string][] = [];
for (const width of [360, 390]) for (const lang of ["en", "ar"]) shots.push([lang === "ar" ? "/ar/makkah-live" : "/makkah-live", width, `live-${lang}-${width}`]);
for (const [path, width, name] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1, locale: name.includes("-ar-") ? "ar" : "en" });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/probe/${name}.png`, fullPage: true });
  await context.close();
}
// The sign-in page in Arabic with a server refusal shown.
const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: "ar" });
await context.addCookies([{ name: "lang", value: "ar", url: base }]);
const page = await context.newPage();
await page.goto(base + "/admin/login");
await page.locator("#email, input[type=email]").first().fill("nobody@rihla.test");
await page.locator("#password").fill("wrong password here");
await page.waitForSelector('altcha-widget .altcha[data-state="verified"]', { timeout: 20000 }).catch(() => undefined);
await page.locator("button[type=submit]").click();
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/probe/signin-ar-360.png", fullPage: true });
await browser.close();
