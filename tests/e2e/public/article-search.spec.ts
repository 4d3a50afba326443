import { expect, test } from "@playwright/test";

/*
 * Issue 11: the guides' search reads the body too, in the page's language (PostgreSQL full-text
 * search), and each result shows the passage that matched, the words marked.
 */
const UMRAH_GUIDE = { en: "How to perform Umrah, step by step", ar: "كيف تؤدي العمرة خطوة بخطوة" };

test("English: 'zamzam', only in a guide's body, finds it with the passage marked", async ({ page }) => {
  await page.goto("/guides");
  await page.getByRole("searchbox", { name: "Search the guides" }).fill("zamzam");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/guides\?q=zamzam$/);
  const card = page.locator("main article").filter({ has: page.getByRole("heading", { name: UMRAH_GUIDE.en }) });
  await expect(card).toBeVisible();
  // Title and summary do not say it: the passage from the body does, marked.
  await expect(card.getByRole("heading")).not.toContainText(/zamzam/i);
  await expect(card.locator(".search-passage mark").first()).toHaveText(/^zamzam$/i);
  await expect(card.locator(".search-passage")).toContainText(/drink Zamzam water/i);
  // Two words, both in the body ("Black Stone"), the guide ranked among the results.
  await page.goto("/guides?q=black+stone");
  await expect(page.locator("main article").filter({ hasText: UMRAH_GUIDE.en }).locator("mark")).toHaveText(["Black", "Stone"]);
});

test("Arabic: زمزم on /ar/guides finds the same guide with its Arabic passage marked", async ({ page }) => {
  await page.goto("/ar/guides");
  await page.getByRole("searchbox").fill("زمزم");
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/guides\?q=/);
  const card = page.locator("main article").filter({ has: page.getByRole("heading", { name: UMRAH_GUIDE.ar }) });
  await expect(card).toBeVisible();
  await expect(card.locator(".search-passage mark").first()).toHaveText("زمزم");
  await expect(card.locator(".search-passage")).toContainText("ماء");
  // The Arabic stemmer: "الحجر الأسود" as typed finds the body's words.
  await page.goto(`/ar/guides?q=${encodeURIComponent("الحجر الأسود")}`);
  await expect(page.locator("main article").filter({ hasText: UMRAH_GUIDE.ar }).locator("mark").first()).toBeVisible();
});

test("a search for markup shows it as text, never as HTML", async ({ page }) => {
  await page.goto(`/blog?q=${encodeURIComponent('<img src=x onerror="window.__hit=1">')}`);
  await expect(page.locator("main")).toContainText("<img");
  expect(await page.evaluate(() => (window as unknown as { __hit?: number }).__hit)).toBeUndefined();
  expect(await page.locator("main img[src='x']").count()).toBe(0);
});
