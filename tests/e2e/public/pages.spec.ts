import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, PUBLIC_PATHS, watchConsole } from "../support/page-checks";

/** Every public page, in both languages, on desktop and on a 390×844 phone (two projects). */
for (const language of ["en", "ar"] as const) {
  for (const path of PUBLIC_PATHS) {
    const url = language === "ar" ? (path === "/" ? "/ar" : `/ar${path}`) : path;
    test(`${url} renders with content, meta, no console errors and no axe violations`, async ({ page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(100);
      await expect(page).toHaveTitle(/.{5,}/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${url === "/" ? "/$" : `${url}$`}`));
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
}

test("a guide and a blog post render in both languages with JSON-LD", async ({ page, request }) => {
  for (const list of ["/guides", "/blog"]) {
    const html = await (await request.get(list)).text();
    const slug = new RegExp(`href="${list}/([a-z0-9-]+)"`).exec(html)?.[1];
    expect(slug, `a link to one item of ${list}`).toBeTruthy();
    for (const prefix of ["", "/ar"]) {
      const errors = watchConsole(page);
      const response = await page.goto(`${prefix}${list}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(500);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? "{}")["@type"]).toBe(list === "/blog" ? "BlogPosting" : "Article");
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    }
  }
});
