import { chromium } from "@playwright/test";
import { resolveChromiumPath } from "../tests/e2e/support/chromium-path";
import { budgetPages, firstHrefIn } from "../tests/e2e/support/first-load";

/**
 * What a first visit to each public page transfers, in all and per kind (HTML, CSS, JavaScript,
 * fonts, images, data), measured in Chromium on a 390 px phone: the bytes on the wire (headers
 * included, compressed as sent) of every response from opening the page until the network has
 * been idle, without interaction and with the browser cache off.
 * Usage, against a running server (after `npm run build`):
 *   tsx bench/page-bytes.ts --site http://127.0.0.1:3000      every public page the budgets cover
 *   tsx bench/page-bytes.ts http://127.0.0.1:3000/op/start/…  given pages only
 */
const args = process.argv.slice(2);
const siteIndex = args.indexOf("--site");
const site = siteIndex >= 0 ? args[siteIndex + 1] : undefined;
let pages = args.filter((arg, index) => !arg.startsWith("--") && (siteIndex < 0 || index !== siteIndex + 1));
if (site) {
  pages = (
    await budgetPages(async (listPath, prefix) => {
      const href = firstHrefIn(await (await fetch(new URL(listPath, site))).text(), prefix);
      if (!href) throw new Error(`no link under ${prefix} on ${listPath}`);
      return href;
    })
  ).map((page) => new URL(page, site).href);
}
if (pages.length === 0) pages.push("http://127.0.0.1:3000/");

const KINDS: Record<string, string> = { Document: "HTML", Stylesheet: "CSS", Script: "JS", Font: "fonts", Image: "images" };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Mobile Safari/537.36",
  });
  console.log(`${"page".padEnd(34)} ${["HTML", "CSS", "JS", "fonts", "images", "other", "total"].map((name) => name.padStart(7)).join("")}  (KB on the wire)`);
  for (const url of pages) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const typeOf = new Map<string, string>();
    const bytes: Record<string, number> = {};
    cdp.on("Network.responseReceived", (event) => typeOf.set(event.requestId, KINDS[event.type] ?? "other"));
    cdp.on("Network.loadingFinished", (event) => {
      const kind = typeOf.get(event.requestId) ?? "other";
      bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_500);
    await page.waitForLoadState("networkidle");
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    const columns = ["HTML", "CSS", "JS", "fonts", "images", "other"].map((kind) => kb(bytes[kind] ?? 0).padStart(7)).join("");
    console.log(`${new URL(url).pathname.slice(0, 33).padEnd(34)} ${columns}${kb(total).padStart(7)}`);
    await page.close();
  }
} finally {
  await browser.close();
}
