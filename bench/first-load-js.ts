import { chromium } from "@playwright/test";
import { resolveChromiumPath } from "../tests/e2e/support/chromium-path";
import { budgetPages, firstHrefIn, kb, measureFirstLoad } from "../tests/e2e/support/first-load";

/**
 * The JavaScript a page loads first, measured in Chromium as the budget test does
 * (tests/e2e/support/first-load.ts says what counts): gzip -9 of every script loaded without
 * interaction until the network is idle plus 1.5 s.
 * Usage, against a running server (after `npm run build`):
 *   tsx bench/first-load-js.ts http://127.0.0.1:3000/ [more pages…]   one or more pages
 *   tsx bench/first-load-js.ts --site http://127.0.0.1:3000            every page the budget covers
 * `--list` prints every script of each page; `--mobile` uses a 390 px phone instead of a desktop.
 * The budget itself is a test: tests/e2e/public/first-load-budget.spec.ts.
 */
const args = process.argv.slice(2);
const list = args.includes("--list");
const mobile = args.includes("--mobile");
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

const browser = await chromium.launch({
  executablePath: resolveChromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
try {
  const context = await browser.newContext(
    mobile
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Mobile Safari/537.36",
        }
      : {
          viewport: { width: 1280, height: 720 },
          userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36",
        },
  );
  const page = await context.newPage();
  for (const url of pages) {
    const { scripts, totalBytes } = await measureFirstLoad(page, url);
    console.log(`${new URL(url).pathname.padEnd(36)} ${String(scripts.length).padStart(3)} files  ${kb(totalBytes).padStart(9)} gzip`);
    if (list) for (const script of scripts) console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.file}`);
  }
} finally {
  await browser.close();
}
