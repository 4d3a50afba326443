import { chromium } from "@playwright/test";
import { resolveChromiumPath } from "/work/wt/polish/tests/e2e/support/chromium-path.ts";
// usage: tsx shoot.ts name path widths... [--full] [--scroll=N] [--click=selector]
const [name, path, ...rest] = process.argv.slice(2);
const widths = rest.filter((a) => /^\d+$/.test(a)).map(Number);
const full = rest.includes("--full");
const scroll = Number(rest.find((a) => a.startsWith("--scroll="))?.slice(9) ?? 0);
const click = rest.find((a) => a.startsWith("--click="))?.slice(8);
const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 800 }, deviceScaleFactor: 1 });
  await page.goto(`http://127.0.0.1:3400${path}`);
  await page.waitForLoadState("networkidle");
  if (click) { await page.locator(click).first().click(); await page.waitForTimeout(500); }
  if (scroll) { await page.mouse.wheel(0, scroll); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/polish-shots/${name}-${width}.png`, fullPage: full });
  await page.close();
}
await browser.close();
