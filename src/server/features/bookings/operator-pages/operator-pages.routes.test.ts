import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema/rate-limits";
import { redactPath } from "#server/platform/logger/logger";
import { startTestServer } from "#server/test-support/test-server";
import { OPERATOR_FORM_MAX_BYTES, OPERATOR_POST_LIMITS } from "./operator-pages.routes";

/*
 * The guard in front of the operator's pages (the pages themselves are React Router's: the browser
 * suite renders them against the build; API test servers serve no pages, so a post that passes
 * the guard is answered "no pages here", 404). Every answer carries the private headers.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

const TOKEN = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const PAGES = [`/operator-availability/${TOKEN}`, `/operator-confirm/${TOKEN}`, `/op/start/${TOKEN}`];
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (path: string, body: string, headers: Record<string, string> = FORM) =>
  fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });

function expectPrivate(res: Response) {
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  expect(res.headers.get("x-robots-tag")).toContain("noindex");
}

describe("operator pages: the guard before React Router", () => {
  it("answers every page and post with no-store, no-referrer and noindex", async () => {
    for (const path of PAGES) {
      expectPrivate(await fetch(`${server.url}${path}`, { headers: { Accept: "text/html" } }));
      expectPrivate(await post(path, "intent=answer&answer=available"));
    }
  });

  it("lets a form post from the page itself through, also with Origin: null (what no-referrer pages send)", async () => {
    for (const origin of [server.url, "null", undefined]) {
      const res = await post(PAGES[0]!, "intent=answer&answer=available", { ...FORM, ...(origin ? { Origin: origin } : {}), "Sec-Fetch-Site": "same-origin" });
      // Past the guard: this API test server renders no pages.
      expect(res.status, String(origin)).toBe(404);
      expect(await res.text()).toBe("Pages are not served by this process.");
    }
  });

  it("refuses a post from another site, in both languages, before counting or reading anything", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null", "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of foreign) {
      const res = await post(PAGES[1]!, "intent=decline", { ...FORM, ...headers });
      expect(res.status).toBe(403);
      expectPrivate(res);
      const html = await res.text();
      expect(html).toContain("This form can only be sent from its own page.");
      expect(html).toContain("لا يمكن إرسال هذا النموذج إلا من صفحته.");
    }
    expect(await server.database.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("takes only a small urlencoded form: JSON, multipart or a large body are refused", async () => {
    const json = await post(PAGES[2]!, JSON.stringify({ intent: "step", to: "started" }), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    expectPrivate(json);
    const multipart = await post(PAGES[2]!, "--x\r\n", { "Content-Type": "multipart/form-data; boundary=x" });
    expect(multipart.status).toBe(415);
    const large = await post(PAGES[2]!, `intent=step&to=started&note=${"a".repeat(OPERATOR_FORM_MAX_BYTES)}`);
    expect(large.status).toBe(413);
    expectPrivate(large);
  });

  it("limits posts per link: the 31st within ten minutes is refused (429, Retry-After), another link is not", async () => {
    for (let i = 0; i < OPERATOR_POST_LIMITS.perToken.limit; i++) expect((await post(PAGES[2]!, "intent=step&to=started")).status).toBe(404);
    const refused = await post(PAGES[2]!, "intent=step&to=started");
    expect(refused.status).toBe(429);
    expectPrivate(refused);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many taps on this page.");
    // The same link on another page is the same token: still limited. Another token is not.
    expect((await post(`/operator-confirm/${TOKEN}`, "intent=decline")).status).toBe(429);
    expect((await post(`/op/start/${TOKEN.replace("a", "b")}`, "intent=step&to=started")).status).toBe(404);
  });

  it("limits posts per address across links (60 in ten minutes)", async () => {
    for (let i = 0; i < OPERATOR_POST_LIMITS.perAddress.limit; i++) {
      const token = `${TOKEN.slice(0, 40)}${String(i).padStart(3, "0")}`;
      expect((await post(`/op/start/${token}`, "intent=step&to=started")).status).toBe(404);
    }
    const refused = await post(`/op/start/${TOKEN.slice(0, 40)}zzz`, "intent=step&to=started");
    expect(refused.status).toBe(429);
  });

  it("keeps the token out of logged paths", () => {
    for (const path of PAGES) expect(redactPath(path)).not.toContain(TOKEN);
    expect(redactPath(`/op/start/${TOKEN}`)).toBe("/op/start/[token]");
  });
});
