/**
 * Throughput of server-rendered public pages against a bare node:http "hello" route measured in
 * the same run on the same machine, so the ratio means something on any hardware.
 *   npm run bench            (builds first)
 * Prints requests/s, p99 latency and the ratio for /, /blog/{slug} and the bare route, and the
 * gzip size of the JavaScript a public page loads first.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/platform/logger/logger";
import { startServer } from "../src/server/server";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function firstLoadJsGzipBytes(siteUrl: string, page: string): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(siteUrl + page, { headers: { Accept: "text/html", Cookie: "lang=en" } })).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!);
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(path.join("build/client", script))).length;
  return { files: scripts.size, bytes };
}

async function main() {
  const bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("hello");
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-bench-"));
  const config = loadConfig({ ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: process.env.DATABASE_URL ?? "" });
  const running = await startServer({ config, pages: "production", logger: createLogger("warn") });
  const site = running.url.replace("localhost", "127.0.0.1");
  const blogHtml = await (await fetch(`${site}/blog`, { headers: { Accept: "text/html", Cookie: "lang=en" } })).text();
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blogHtml)?.[1];
  if (!slug) throw new Error("no blog post found to benchmark");

  const pageHeaders = { Accept: "text/html", Cookie: "lang=en" };
  const rows: [string, { rps: number; p99: number }][] = [];
  rows.push(["bare node:http", await measure(bareUrl)]);
  rows.push(["/", await measure(`${site}/`, pageHeaders)]);
  rows.push([`/blog/${slug}`, await measure(`${site}/blog/${slug}`, pageHeaders)]);
  const baseline = rows[0]![1].rps;

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, database: ${running.database.kind}`);
  console.log("route".padEnd(44) + "req/s".padStart(10) + "p99 ms".padStart(9) + "ratio".padStart(8));
  for (const [name, r] of rows) {
    console.log(name.padEnd(44) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(9) + `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(8));
  }
  for (const page of ["/", `/blog/${slug}`]) {
    const js = await firstLoadJsGzipBytes(site, page);
    console.log(`first-load JS of ${page}: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB gzip`);
  }

  await running.close();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
