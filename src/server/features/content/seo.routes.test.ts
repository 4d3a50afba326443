import { afterEach, describe, expect, it } from "vitest";
import { startTestServer } from "#server/test-support/test-server";

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

const sitemapLocations = async (env: Record<string, string>) => {
  server = await startTestServer({ SEED_DEMO: "false", ...env });
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
};

describe("sitemap.xml and /makkah-live", () => {
  it("lists /makkah-live in both languages while the stream is configured", async () => {
    const paths = await sitemapLocations({ MAKKAH_LIVE_STREAM_URL: "https://stream.example/embed/live" });
    expect(paths).toEqual(expect.arrayContaining(["/makkah-live", "/ar/makkah-live", "/services", "/ar/services"]));
  });

  it("leaves /makkah-live out when the stream is off (the page only says it is unavailable)", async () => {
    const paths = await sitemapLocations({ MAKKAH_LIVE_STREAM_URL: "off" });
    expect(paths).toEqual(expect.arrayContaining(["/services", "/ar/services"]));
    expect(paths.filter((p) => p.includes("makkah-live"))).toEqual([]);
  });

  it("lists the booking form and never a booking page; robots let crawlers read the booking pages' noindex", async () => {
    const paths = await sitemapLocations({ MAKKAH_LIVE_STREAM_URL: "off" });
    expect(paths).toEqual(expect.arrayContaining(["/book", "/ar/book"]));
    expect(paths.filter((p) => p.includes("booking-info"))).toEqual([]);
    const robots = await (await fetch(`${server?.url}/robots.txt`)).text();
    // Probe finding 25: a crawler kept off by robots.txt never reads the pages' noindex.
    expect(robots).not.toMatch(/Disallow: (\/ar)?\/booking-info/);
    expect(robots).toContain("Disallow: /admin\n");
  });
});
