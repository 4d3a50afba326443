import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#shared/i18n/languages";
import { createCachedPageFastPath } from "./cached-page-fast-path";
import { languageRedirect, locationFromRequest } from "./language-redirect";
import { createPageCache } from "./page-cache";

/**
 * Probe finding: `GET /%0d%0aSet-Cookie:%20x=1` with `Accept-Language: ar` on a first visit was a
 * 500, because the redirect put the decoded path into Location. Every redirect built from the
 * request (the first visit's, and the hidden language's in both directions) is sent over real
 * HTTP with every control character, in the path and in the query.
 */
let server: Server;
let base: string;
let shown: Language[] = ["en", "ar"];
beforeAll(async () => {
  const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 100, enabled: true });
  const app = new Hono();
  app.use(languageRedirect(async () => shown));
  app.use(pageCache.middleware);
  app.get("*", (c) => c.html("<p>page</p>"));
  app.onError((error, c) => c.text(String(error), 500));
  const listener = getRequestListener(app.fetch);
  const fastPath = createCachedPageFastPath({ pageCache, https: false, csp: () => "default-src 'self'", isReady: () => true, shownLanguages: () => shown });
  server = createServer((req, res) => fastPath(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** Each redirecting case: the languages shown, the path's prefix, and the request's language. */
const REDIRECTS: { name: string; shown: Language[]; prefix: string; acceptLanguage: string }[] = [
  { name: "first visit to Arabic", shown: ["en", "ar"], prefix: "/", acceptLanguage: "ar" },
  { name: "first visit, deeper page", shown: ["en", "ar"], prefix: "/blog/", acceptLanguage: "ar-SA,ar;q=0.9" },
  { name: "English hidden", shown: ["ar"], prefix: "/guides/", acceptLanguage: "en" },
  { name: "Arabic hidden", shown: ["en"], prefix: "/ar/", acceptLanguage: "ar" },
];
const CONTROL_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f];
// A browser's: crawlers are spared the first visit's redirect.
const BROWSER = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const pct = (code: number) => `%${code.toString(16).padStart(2, "0")}`;

async function redirectOf(path: string, acceptLanguage: string) {
  const answer = await fetch(`${base}${path}`, {
    headers: { Accept: "text/html", "Accept-Language": acceptLanguage, "User-Agent": BROWSER },
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get("location") ?? "", cookie: answer.headers.get("set-cookie") ?? "" };
}

describe("redirect targets built from the request", () => {
  it("answers the probe's request with a 302 whose Location carries the escapes, and no injected cookie", async () => {
    shown = ["en", "ar"];
    const answer = await redirectOf("/%0d%0aSet-Cookie:%20x=1", "ar");
    expect(answer).toEqual({ status: 302, location: "/ar/%0D%0ASet-Cookie:%20x=1", cookie: expect.stringMatching(/^lang=ar;/) });
  });

  it("sends every control character through every redirecting route: a 302 to an encoded target, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REDIRECTS),
        fc.constantFrom(...CONTROL_CHARACTERS),
        fc.stringMatching(/^[a-z0-9-]{0,8}$/),
        fc.boolean(),
        async (route, code, word, inQuery) => {
          shown = route.shown;
          const path = inQuery ? `${route.prefix}${word}?q=${word}${pct(code)}x` : `${route.prefix}${word}${pct(code)}${word}`;
          const answer = await redirectOf(path, route.acceptLanguage);
          expect(answer.status, `${route.name} ${path}`).toBe(302);
          expect(answer.location, `${route.name} ${path}`).toMatch(/^\/[\x21-\x7e]*$/);
          expect(answer.location.toUpperCase()).toContain(pct(code).toUpperCase());
          expect(answer.cookie).not.toContain("x=1");
        },
      ),
      { numRuns: 300 },
    );
    // And each one at least once, in the path, on the first visit.
    shown = ["en", "ar"];
    for (const code of CONTROL_CHARACTERS) {
      const answer = await redirectOf(`/page${pct(code)}`, "ar");
      expect([code, answer.status, answer.location.toUpperCase()]).toEqual([code, 302, `/AR/PAGE${pct(code).toUpperCase()}`]);
    }
  });

  it("encodes everything but printable ASCII and keeps what is already encoded", () => {
    expect(locationFromRequest("/ar/a b\u0000c\u2028?q=%0A&r=\u0645")).toBe("/ar/a%20b%00c%E2%80%A8?q=%0A&r=%D9%85");
    expect(locationFromRequest("/ar/\ud800")).toBe("/ar/%EF%BF%BD");
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => /^[\x21-\x7e]*$/.test(locationFromRequest(text))));
  });

  it("never redirects an operator's token page: its language is the operator's, not the browser's", async () => {
    const token = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    for (const languages of [["en", "ar"], ["ar"], ["en"]] as Language[][]) {
      shown = languages;
      for (const path of [`/operator-availability/${token}`, `/operator-confirm/${token}`, `/op/start/${token}?lang=en`])
        for (const acceptLanguage of ["ar", "en"]) expect([path, (await redirectOf(path, acceptLanguage)).status]).toEqual([path, 200]);
    }
    shown = ["en", "ar"];
  });
});
