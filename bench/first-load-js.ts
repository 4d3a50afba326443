import { kb, measureFirstLoad } from "../tests/e2e/support/first-load";

/**
 * The JavaScript a page loads first (tests/e2e/support/first-load.ts says what counts), gzip.
 * Usage: tsx bench/first-load-js.ts http://127.0.0.1:3000/ [more pages…] (after `npm run build`),
 * `--list` to print every script. The budget itself is a test: tests/e2e/public/first-load-budget.spec.ts.
 */
const args = process.argv.slice(2);
const list = args.includes("--list");
const pages = args.filter((arg) => arg !== "--list");
if (pages.length === 0) pages.push("http://127.0.0.1:3000/");
for (const page of pages) {
  const html = await (await fetch(page, { headers: { Accept: "text/html", "User-Agent": "Mozilla/5.0 first-load-js" } })).text();
  const { scripts, totalBytes } = measureFirstLoad(html);
  console.log(`${page}: ${scripts.length} scripts, ${kb(totalBytes)} gzip`);
  if (list) for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.file}`);
}
