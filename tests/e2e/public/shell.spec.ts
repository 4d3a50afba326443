import { expect, test } from "@playwright/test";

test("the language switch keeps the current page, query included", async ({ page }) => {
  await page.goto("/blog?page=1");
  await page.getByRole("link", { name: "اقرأ هذه الصفحة بالعربية" }).click();
  await expect(page).toHaveURL(/\/ar\/blog\?page=1$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/blog\?page=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("first visit from an Arabic browser", () => {
  test.use({ locale: "ar-SA", extraHTTPHeaders: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" } });
  test("is sent to the Arabic page, and may still choose English", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveURL(/\/ar\/services$/);
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/fleet");
    await expect(page).toHaveURL(/\/fleet$/);
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard navigation is checked on the desktop project");
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("a page change scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator("footer").getByRole("link", { name: "Fleet" }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the mobile menu opens and closes with its button", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button exists on narrow screens");
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menu" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.locator("#mobile-nav").getByRole("link", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.locator("#mobile-nav")).toBeHidden();
});

test("a link to a place in another page lands on that place", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("region", { name: "Popular services" }).getByRole("link", { name: "Makkah to Madinah", exact: true }).click();
  await expect(page).toHaveURL(/\/services#makkah-to-madinah$/);
  await expect(page.locator("#makkah-to-madinah")).toBeInViewport();
});

test("a page reached without reloading brings its own texts, in the page's language", async ({ page }) => {
  // Each page carries only its own texts: /ar/contact has no fleet or services words, so the next
  // pages fetch theirs while their data loads (route-texts.ts). No document is loaded again.
  await page.goto("/ar/contact");
  const carried = Object.keys(JSON.parse((await page.locator("#rihla-texts").textContent()) ?? "{}") as object);
  expect(carried).toContain("contact");
  expect(carried).not.toContain("fleet");
  expect(carried).not.toContain("services");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator("footer").getByRole("link", { name: "الأسطول" }).click();
  await expect(page).toHaveURL(/\/ar\/fleet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أسطولنا");
  await page.locator("footer").getByRole("link", { name: "الخدمات" }).click();
  await expect(page).toHaveURL(/\/ar\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الخدمات والأسعار");
  expect(documents).toEqual([]);
});
