import type { Page, Response } from "@playwright/test";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page really loads before anyone touches it, measured in Chromium: every
 * JavaScript response from opening the page until the network is idle (no request for 500 ms)
 * plus a settle of 1.5 s, without any interaction. That counts what the HTML names (module
 * preloads, the inline module's imports) and everything those modules import or fetch in turn
 * (the language's texts, lazy chunks a component asks for on mount). Each file is sized as
 * gzip -9 of its body — what the server sends with `Accept-Encoding: gzip` (scripts/precompress.mjs
 * writes gzip -9 twins; files under 1 KB go out plain, so this slightly favours tiny chunks,
 * which brotli would send smaller still). The browser cache is off, so each page is a first visit.
 */
export interface LoadedScript {
  /** Path of the script, e.g. /assets/root-AbC123.js. */
  file: string;
  gzipBytes: number;
  code: string;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  totalBytes: number;
}

export const SETTLE_MS = 1_500;

export async function measureFirstLoad(page: Page, url: string, settleMs = SETTLE_MS): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const pending: Promise<LoadedScript | undefined>[] = [];
  const onResponse = (response: Response) => {
    const address = new URL(response.url());
    const isScript = response.request().resourceType() === "script" || /\.m?js$/.test(address.pathname);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({
          file: address.origin === new URL(page.url() || url).origin ? address.pathname : address.href,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          code: body.toString("utf8"),
        }),
        () => undefined,
      ),
    );
  };
  page.on("response", onResponse);
  try {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", onResponse);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  const loaded = (await Promise.all(pending)).filter((script): script is LoadedScript => Boolean(script));
  // One entry per address: a module is fetched once per document.
  const scripts = [...new Map(loaded.map((script) => [script.file, script])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts, totalBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** Strings only these libraries' code contains (property names and messages survive minifying). */
export const KEPT_OUT_OF_FIRST_LOAD: [library: string, marker: string][] = [
  ["@tanstack/react-query", "No QueryClient set"],
  ["zod", "invalid_type"],
  ["react-hook-form", "shouldUnregister"],
  ["sonner", "data-sonner-toaster"],
  ["@radix-ui/react-toast", "ToastProvider"],
  ["@radix-ui/react-dialog", "DialogContent"],
];

/** The libraries of KEPT_OUT_OF_FIRST_LOAD whose code is in these scripts, with the file. */
export function keptOutLibrariesIn(scripts: LoadedScript[]): string[] {
  return scripts.flatMap(({ file, code }) => KEPT_OUT_OF_FIRST_LOAD.filter(([, marker]) => code.includes(marker)).map(([library]) => `${library} in ${file}`));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The public content pages the budget covers, in English then Arabic (a post and a guide found on their lists). */
export async function budgetPages(firstHref: (list: string, prefix: string) => Promise<string>): Promise<string[]> {
  // Each language's lists link to its own addresses (an article's Arabic slug may differ).
  const pagesIn = async (prefix: "" | "/ar") => {
    const post = await firstHref(`${prefix}/blog`, `${prefix}/blog`);
    const guide = await firstHref(`${prefix}/guides`, `${prefix}/guides`);
    const list = ["/", "/services", "/fleet", "/blog", "/guides", "/testimonials", "/contact", "/makkah-live"].map((page) =>
      page === "/" ? prefix || "/" : `${prefix}${page}`,
    );
    list.splice(4, 0, post);
    list.splice(6, 0, guide);
    return list;
  };
  return [...(await pagesIn("")), ...(await pagesIn("/ar"))];
}

/** The first href="<prefix>/<slug>" of an HTML page. */
export function firstHrefIn(html: string, prefix: string): string | undefined {
  return new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html)?.[1];
}
