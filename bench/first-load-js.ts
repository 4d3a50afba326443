import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page loads first: every /assets/*.js the server-rendered HTML names
 * (module preloads and the entry import), gzip-compressed as a CDN would send it.
 * Usage: tsx bench/first-load-js.ts http://127.0.0.1:3000/ [more pages…] (after `npm run build`).
 */
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push("http://127.0.0.1:3000/");
for (const page of pages) {
  const html = await (await fetch(page, { headers: { Accept: "text/html", "User-Agent": "Mozilla/5.0 first-load-js" } })).text();
  const files = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join("build/client", file))).length;
  console.log(`${page}: ${files.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
}
