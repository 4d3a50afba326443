/**
 * Throughput of server-rendered public pages against a bare node:http "hello" route measured in
 * the same run on the same machine, so the ratio means something on any hardware.
 *   npm run bench            (builds first; BENCH_SECONDS=8 by default)
 * The product runs as `npm start` runs it (its own process, PGlite in a temporary folder); the
 * bare route runs in another process; autocannon drives both from this one. Pages are asked
 * for like a browser asks (Accept: text/html, Accept-Encoding: gzip, the language cookie).
 * Prints requests/s, p99 latency and the ratio, and the gzip size of each page's first-load JS.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const SITE_PORT = 3390;
const BARE_PORT = 3391;
const PAGE_HEADERS = { Accept: "text/html", "Accept-Encoding": "gzip", Cookie: "lang=en" };

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      (await fetch(url)
        .then((r) => r.status)
        .catch(() => 0)) === 200
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-bench-"));
  const bare = start(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/plain" }); s.end("hello"); }).listen(${BARE_PORT}, "127.0.0.1")`,
    ],
    {},
  );
  const site = start(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    NODE_ENV: "production",
    PORT: String(SITE_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  try {
    const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    await waitFor(`${siteUrl}/api/ready`);
    const blogHtml = await (await fetch(`${siteUrl}/blog`, { headers: { Accept: "text/html", Cookie: "lang=en" } })).text();
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blogHtml)?.[1];
    if (!slug) throw new Error("no blog post found to benchmark");

    // Warm-up, not counted: JIT, first renders, lazily loaded route modules.
    for (const url of [`${siteUrl}/`, `${siteUrl}/blog/${slug}`]) await autocannon({ url, connections: 8, duration: 2, headers: PAGE_HEADERS });

    const rows: [string, { rps: number; p99: number }][] = [];
    rows.push(["bare node:http", await measure(`http://127.0.0.1:${BARE_PORT}/`)]);
    rows.push(["/", await measure(`${siteUrl}/`, PAGE_HEADERS)]);
    rows.push([`/blog/${slug}`, await measure(`${siteUrl}/blog/${slug}`, PAGE_HEADERS)]);
    const baseline = rows[0]![1].rps;

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PGlite, server and bare route in their own processes`);
    console.log("route".padEnd(44) + "req/s".padStart(10) + "p99 ms".padStart(9) + "ratio".padStart(8));
    for (const [name, r] of rows) {
      console.log(name.padEnd(44) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(9) + `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(8));
    }
    for (const page of ["/", `/blog/${slug}`]) {
      const js = await firstLoadJsGzipBytes(siteUrl, page);
      console.log(`first-load JS of ${page}: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB gzip`);
    }
  } finally {
    bare.kill();
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
