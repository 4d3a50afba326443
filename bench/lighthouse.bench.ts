/**
 * Lighthouse (mobile form factor, default simulated throttling: a slow 4G phone) on the public
 * pages that matter, in both languages, against the compiled server as `npm start` runs it (fresh
 * PGlite with the demo content, outside services off so nothing reaches the internet). Uses the
 * same Chromium as the browser tests (tests/e2e/support/chromium-path.ts).
 *   npm run bench:lighthouse          (builds first; LIGHTHOUSE_PAGES="/,/services" to narrow)
 *   LIGHTHOUSE_OPERATOR_PAGES=1 npm run bench:lighthouse   the operator's three token pages instead
 *     (a booking made and dispatched through the API: availability, then confirm, then start)
 * Prints the four category scores and FCP, LCP, TBT, CLS per page. Goals: performance ≥ 98,
 * accessibility, best practices and SEO 100.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { resolveChromiumPath } from "../tests/e2e/support/chromium-path";
import { waitFor } from "./support/wait-for";
import { operatorLeg } from "../tests/e2e/operator/operator-leg";

const ADMIN = { email: "admin@rihla.local", password: "bench-admin-password-1234" };

const PORT = Number(process.env.BENCH_PORT ?? 3393);
const SITE = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(SITE + listPath, { headers: { Accept: "text/html", Cookie: "lang=en" } })).text();
  const slug = new RegExp(`href="${prefix}/([a-z0-9-]+)"`).exec(html)?.[1];
  if (!slug) throw new Error(`no link under ${prefix} on ${listPath}`);
  return `${prefix}/${slug}`;
}

interface Row {
  page: string;
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rihla-lighthouse-"));
  const server = spawn(process.execPath, ["build/server-main/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PRAYER_TIMES_SERVICE: "off",
      EXCHANGE_RATES_API_URL: "off",
      WEATHER_API_URL: "off",
      MAKKAH_LIVE_STREAM_URL: "off",
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${SITE}/api/ready`);
    const post = await firstLink("/blog", "/blog");
    const guide = await firstLink("/guides", "/guides");
    const english = ["/", "/services", post, guide, "/makkah-live"];
    const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [...english, ...english.map((p) => (p === "/" ? "/ar" : `/ar${p}`))];

    chrome = await chromeLauncher.launch({
      chromePath: resolveChromiumPath(),
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const port = chrome.port;
    const rows: Row[] = [];
    const measure = async (page: string, label = page) => {
      // A first request fills the page cache, as on a site with any traffic.
      await fetch(SITE + page, { headers: { Accept: "text/html", Cookie: "lang=en" } });
      const result = await lighthouse(SITE + page, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
      rows.push({
        page: label,
        scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
        fcp: numeric("first-contentful-paint"),
        lcp: numeric("largest-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
      });
      if (process.env.LIGHTHOUSE_VERBOSE) {
        const lcpElement = JSON.stringify(audits["largest-contentful-paint-element"]?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
        console.log(`  ${page}: LCP element ${lcpElement ?? "?"}`);
        const phases = JSON.stringify(audits["largest-contentful-paint-element"]?.details ?? {}).match(/"phase":"[^"]+","timing":[0-9.]+/g);
        if (phases) console.log(`  ${page}: LCP phases ${phases.join(" ")}`);
        for (const audit of Object.values(audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
            console.log(`  ${page}: ${audit.id} ${audit.score} ${audit.displayValue ?? ""}`);
        }
      }
      console.log(`${label}: done`);
    };
    if (process.env.LIGHTHOUSE_OPERATOR_PAGES) {
      // Each link in turn: the availability link closes when the leg is assigned.
      const leg = await operatorLeg(SITE, ADMIN);
      await measure(`/operator-availability/${leg.availabilityToken}`, "/operator-availability/…");
      const confirm = `/operator-confirm/${await leg.assign()}`;
      await measure(confirm, "/operator-confirm/…");
      // The operator accepts with a typed driver and car (the page's own form), so the start link can go.
      const accepted = await fetch(SITE + confirm, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({
          intent: "accept",
          driverId: "new",
          driverName: "Bench Driver",
          driverPhone: "+966501234567",
          vehicleId: "new",
          plate: "ABC 1234",
          model: "Toyota Camry",
        }),
      });
      if (accepted.status !== 303) throw new Error(`accept answered ${accepted.status}`);
      await measure(`/op/start/${await leg.startLink()}`, "/op/start/…");
    } else for (const page of pages) await measure(page);

    console.log("\nLighthouse 12, mobile, simulated throttling (slow 4G, 4x CPU)");
    console.log("| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS |");
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of rows) {
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(`| ${r.page} | ${r.scores.join(" | ")} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
    }
  } finally {
    await chrome?.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
