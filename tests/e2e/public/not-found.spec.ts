import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

for (const [url, heading] of [
  ["/no-such-page", "Page not found"],
  ["/ar/no-such-page", "الصفحة غير موجودة"],
  ["/blog/no-such-post", "Page not found"],
  ["/ar/guides/no-such-guide", "الصفحة غير موجودة"],
] as const) {
  test(`${url} is the not-found page with HTTP 404`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("link", { name: url.startsWith("/ar") ? "العودة إلى الصفحة الرئيسية" : "Go to the home page" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The browser itself logs the 404 answer of the document; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });
}
