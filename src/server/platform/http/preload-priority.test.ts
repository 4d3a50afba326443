import { describe, expect, it } from "vitest";
import { withLowPriorityPreloads } from "./preload-priority";

describe("modulepreload priority", () => {
  it("lowers every modulepreload of an HTML page and keeps the rest", async () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>';
    const res = await withLowPriorityPreloads(new Response(html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "X-Test": "kept" } }));
    expect(res.status).toBe(404);
    expect(res.headers.get("x-test")).toBe("kept");
    expect(await res.text()).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  it("leaves other answers alone", async () => {
    const json = new Response('{"html":"<link rel=\\"modulepreload\\""}', { headers: { "Content-Type": "application/json" } });
    expect(await withLowPriorityPreloads(json)).toBe(json);
  });
});
