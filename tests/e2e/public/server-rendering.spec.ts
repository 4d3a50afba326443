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
