import { expect, test } from "@playwright/test";

/** Public pages arrive as HTML with their content and meta tags before any JavaScript runs. */
test.describe("HTML before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page and a list page hold their content without JavaScript", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.locator("article").count()).toBeGreaterThan(3);
    await page.goto("/ar/blog");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.locator("article").count()).toBeGreaterThan(3);
  });

  test("the raw HTML has title, description, canonical, hreflang and organisation JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/"/);
    expect(html).toMatch(/hrefLang="ar"|hreflang="ar"/i);
    expect(html).toContain('"@type":"TravelAgency"');
  });
});

test("sitemap.xml and robots.txt", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/ar/guides/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
});

test("a guide with its own Arabic address: each language's page names the other's, and the other language's slug moves there", async ({ request }) => {
  // The demo guide "the-miqat-explained" is /ar/guides/al-mawaqit in Arabic (its Arabic file's front matter).
  const arabic = await (await request.get("/ar/guides/al-mawaqit")).text();
  expect(arabic).toMatch(/<link rel="canonical" href="[^"]+\/ar\/guides\/al-mawaqit"/);
  expect(arabic).toMatch(/<link[^>]*hreflang="en"[^>]*href="[^"]+\/guides\/the-miqat-explained"/i);
  const english = await (await request.get("/guides/the-miqat-explained")).text();
  expect(english).toMatch(/<link[^>]*hreflang="ar"[^>]*href="[^"]+\/ar\/guides\/al-mawaqit"/i);
  // Where the language switch lands (it keeps the path): a permanent move to the Arabic address.
  const switched = await request.get("/ar/guides/the-miqat-explained", { maxRedirects: 0 });
  expect([switched.status(), switched.headers()["location"]]).toEqual([301, "/ar/guides/al-mawaqit"]);
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/ar/guides/al-mawaqit</loc>");
});
