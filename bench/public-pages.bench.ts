/**
 * Throughput of server-rendered public pages against bare node:http routes measured in the same
 * run on the same machine, so the ratio means something on any hardware:
 *   - "bare hello": the cheapest answer node:http can give;
 *   - "bare same-size body": a route sending a body as large as what the site sends for `/`
 *     (brotli, as a browser asks), the baseline the page cache is held to (≥ 70 %). It sends the
 *     very bytes the site sends, not filler: on this machine autocannon reads a body of repeated
 *     "a" about twice as fast as the same number of compressed bytes, which would skew the ratio;
 *   - "bare same answer": the same bytes with the very headers the site sends (security headers,
 *     CSP, caching): what node:http itself costs for this answer, so the remaining gap is ours.
 *   npm run bench            (builds first; BENCH_SECONDS=8 by default)
 * The product runs as `npm start` runs it (the compiled bundle, its own process, PGlite in a
 * temporary folder); the bare routes run in another process; autocannon drives both from this
 * one. Pages are asked for like a browser asks (Accept: text/html, Accept-Encoding with br, the
 * language cookie). The same-size baseline and `/` are measured twice, alternately, so a burst of
 * load from elsewhere on the machine weighs on both. Prints requests/s, p99 latency and ratios,
 * (First-load JavaScript is measured in a browser by bench/first-load-js.ts.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitFor } from "./support/wait-for";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3390);
const BARE_PORT = SITE_PORT + 1;
const PAGE_HEADERS = { Accept: "text/html", "Accept-Encoding": "gzip, deflate, br", Cookie: "lang=en" };

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

interface Figures {
  rps: number;
  p99: number;
}
async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}
const mean = (runs: Figures[]): Figures => ({ rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length, p99: Math.max(...runs.map((r) => r.p99)) });

/** The bytes the site sends for a page to a browser (compressed as negotiated). */
async function wireBody(url: string): Promise<{ body: Buffer; encoding: string; headers: string[] }> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(url, { headers: PAGE_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      const headers: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(res.rawHeaders[i]!)) headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      }
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: String(res.headers["content-encoding"] ?? "identity"), headers }));
    })
      .on("error", reject)
      .end();
  });
}

/** Bare routes: /hello, /same-size (the page's own bytes) and /same-answer (bytes and headers). */
function startBare(page: { body: Buffer; encoding: string; headers: string[] }): ChildProcess {
  const code = `
    const hello = Buffer.from("hello");
    const body = Buffer.from(${JSON.stringify(page.body.toString("base64"))}, "base64");
    const headers = ${JSON.stringify(page.headers)};
    require("node:http").createServer((q, s) => {
      if (q.url === "/hello") { s.writeHead(200, { "Content-Type": "text/plain" }); s.end(hello); return; }
      if (q.url === "/same-answer") { s.writeHead(200, headers); s.end(body); return; }
      s.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": ${JSON.stringify(page.encoding)}, "Content-Length": body.length });
      s.end(body);
    }).listen(${BARE_PORT}, "127.0.0.1");`;
  return start(process.execPath, ["-e", code], {});
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-bench-"));
  const site = start(process.execPath, ["build/server-main/main.js"], {
    NODE_ENV: "production",
    PORT: String(SITE_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  let bare: ChildProcess | undefined;
  try {
    const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
    await waitFor(`${siteUrl}/api/ready`);
    const blogHtml = await (await fetch(`${siteUrl}/blog`, { headers: { Accept: "text/html", Cookie: "lang=en" } })).text();
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blogHtml)?.[1];
    if (!slug) throw new Error("no blog post found to benchmark");
    await fetch(`${siteUrl}/`, { headers: PAGE_HEADERS });
    const page = await wireBody(`${siteUrl}/`);
    const size = page.body.byteLength;
    bare = startBare(page);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    await waitFor(`${bareUrl}/hello`);

    // Warm-up, not counted: JIT, first renders, lazily loaded route modules.
    for (const url of [`${siteUrl}/`, `${siteUrl}/blog/${slug}`]) await autocannon({ url, connections: 8, duration: 2, headers: PAGE_HEADERS });
    await autocannon({ url: `${bareUrl}/same-size`, connections: 8, duration: 1 });

    const hello = await measure(`${bareUrl}/hello`);
    const sameSize: Figures[] = [];
    const sameAnswer: Figures[] = [];
    const home: Figures[] = [];
    for (let round = 0; round < 2; round++) {
      sameSize.push(await measure(`${bareUrl}/same-size`));
      sameAnswer.push(await measure(`${bareUrl}/same-answer`));
      home.push(await measure(`${siteUrl}/`, PAGE_HEADERS));
    }
    const post = await measure(`${siteUrl}/blog/${slug}`, PAGE_HEADERS);
    const baseline = mean(sameSize);
    const rows: [string, Figures][] = [
      ["bare node:http, hello", hello],
      [`bare node:http, same-size body (${size} B)`, baseline],
      [`bare node:http, same body and headers`, mean(sameAnswer)],
      ["/ (page cache)", mean(home)],
      [`/blog/${slug} (page cache)`, post],
    ];

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PGlite, server and bare routes in their own processes`);
    console.log("route".padEnd(52) + "req/s".padStart(10) + "p99 ms".padStart(9) + "vs hello".padStart(10) + "vs same-size".padStart(14));
    for (const [name, r] of rows) {
      const vs = (base: number) => `${((r.rps / base) * 100).toFixed(0)}%`;
      console.log(name.padEnd(52) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(9) + vs(hello.rps).padStart(10) + vs(baseline.rps).padStart(14));
    }
    const pct = (a: Figures, b: Figures) => `${((a.rps / b.rps) * 100).toFixed(0)} %`;
    console.log(`goal: a cached page at ≥ 70 % of the same-size bare route; / is at ${pct(mean(home), baseline)}`);
    console.log(
      `the headers alone (security, CSP, caching: ${page.headers.join("").length} B) cost the bare route ${pct(mean(sameAnswer), baseline)}; / is at ${pct(mean(home), mean(sameAnswer))} of the bare route sending the same answer`,
    );
  } finally {
    bare?.kill();
    site.kill("SIGTERM");
    await new Promise((resolve) => site.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
