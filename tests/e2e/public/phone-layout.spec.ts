import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../support/page-checks";

/*
 * Issue 10, items 1 and 2: on a phone the fixed Quick Tools bar (72 px from the top) covers
 * nothing — not at load, not after scrolling a heading, price cell or field into view, not the
 * open mobile menu — and its targets are at least 44 px. Checked with elementFromPoint at the
 * centre of every such element: the topmost element there must be the element itself (or inside it).
 */
const PATHS = [...PUBLIC_PATHS, "/makkah-live"];
const TARGETS = "main h1, main h2, main h3, main td, main th, main input, main textarea, main select, main button";

/*
 * Issue 13: the fixed Book bar at the bottom of phone pages covers nothing either once a target is
 * scrolled into view at the bottom of the screen (as focus and "scroll to" do): scroll-padding
 * keeps it above the bar. At load, the last line on screen may of course sit behind it.
 */
const TOP_BARS = "aside.qt-band, header";
const ALL_BARS = "aside.qt-band, header, .book-bar";

/** The targets whose centre is under something else, after optionally scrolling each into view. */
function coveredTargets(page: Page, selector: string, scroll: false | "start" | "end", covers = TOP_BARS) {
  return page.evaluate(
    ({ selector, scroll, covers }) => {
      const covered: string[] = [];
      const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      });
      for (const element of elements.slice(0, 60)) {
        if (scroll) element.scrollIntoView({ block: scroll, behavior: "instant" });
        const box = element.getBoundingClientRect();
        // At load only what is inside the first screen counts; the rest is checked after scrolling.
        if (box.bottom <= 0 || box.top >= innerHeight) continue;
        const x = box.left + Math.min(box.width / 2, 20);
        const y = box.top + box.height / 2;
        if (y < 0 || y >= innerHeight) continue;
        // Covered means: the bar or a header is on top there (a widget's own overlay, such as
        // the captcha's icon over its checkbox, is no concern here).
        const cover = document.elementFromPoint(x, y)?.closest(covers);
        if (cover && !cover.contains(element)) {
          covered.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}" under ${cover.tagName.toLowerCase()}.${cover.className}`,
          );
        }
      }
      return covered;
    },
    { selector, scroll, covers },
  );
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    for (const language of ["en", "ar"] as const) {
      test(`nothing is under the Quick Tools bar or the header, ${language}`, async ({ page }) => {
        test.setTimeout(90_000);
        for (const path of PATHS) {
          await page.goto(language === "ar" ? `/ar${path === "/" ? "" : path}` : path);
          // A shared machine can take a while to hydrate; the rule checked does not depend on it.
          await expect(page.locator("aside[data-interactive]")).toBeAttached({ timeout: 30_000 });
          const bar = await page.getByRole("complementary").first().boundingBox();
          expect(bar?.y, path).toBe(72);
          expect(await coveredTargets(page, TARGETS, false), `${path} at load`).toEqual([]);
          expect(await coveredTargets(page, TARGETS, "start"), `${path} scrolled`).toEqual([]);
          expect(await coveredTargets(page, TARGETS, "end", ALL_BARS), `${path} scrolled to the bottom`).toEqual([]);
        }
      });
    }

    test("the open mobile menu lies over the bar, every item reachable", async ({ page }) => {
      for (const path of ["/services", "/ar/services"]) {
        await page.goto(path);
        await expect(page.locator("aside[data-interactive]")).toBeAttached();
        await page.locator('button[aria-controls="mobile-nav"]').click();
        await expect(page.locator("#mobile-nav")).toBeVisible();
        expect(await coveredTargets(page, "#mobile-nav a", false, ALL_BARS), path).toEqual([]);
        await page.mouse.wheel(0, 600);
        expect(await coveredTargets(page, "#mobile-nav a", false, ALL_BARS), `${path} scrolled`).toEqual([]);
      }
    });

    test("the bar's tools are 44 px targets with a visible label", async ({ page }) => {
      for (const path of ["/", "/ar"]) {
        await page.goto(path);
        await expect(page.locator("aside[data-interactive]")).toBeAttached({ timeout: 30_000 });
        const items = page.locator("aside.qt-band").locator("button, a");
        // Waits out hydration (the server's bar and the client's briefly both count) and the web font (sizes).
        await expect(items).toHaveCount(6);
        await page.evaluate(() => document.fonts.ready);
        for (const item of await items.all()) {
          const box = await item.boundingBox();
          const name = (await item.getAttribute("aria-label")) ?? "";
          expect(box?.width, name).toBeGreaterThanOrEqual(44);
          expect(box?.height, name).toBeGreaterThanOrEqual(44);
          const label = (await item.innerText()).trim();
          expect(label.length).toBeGreaterThan(1);
          // The accessible name contains the visible label (WCAG 2.5.3, label in name).
          expect(name.toLowerCase()).toContain(label.toLowerCase());
        }
      }
    });
  });
}

test("a tool tapped before the page is interactive opens once it is", async ({ page }) => {
  // Hold every script back so the tap surely lands on the server's HTML.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const prayer = page.locator('[data-quick-tool="prayer"]');
  await prayer.click();
  await expect(prayer).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("aside[data-interactive]")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: "Prayer times" })).toBeVisible();
  await expect(prayer).not.toHaveAttribute("aria-busy", "true");
});

test.describe("the footer's copyright line on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const path of ["/", "/ar"]) {
    test(`keeps the page padding on ${path}`, async ({ page }) => {
      await page.goto(path);
      const line = page.getByTestId("footer-copyright");
      await line.scrollIntoViewIfNeeded();
      // The text itself, not its box: the words start and end 16 px in from the screen's edges.
      const edges = await line.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()];
        return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
      });
      expect(edges.left).toBeGreaterThanOrEqual(16);
      expect(edges.right).toBeLessThanOrEqual(360 - 16);
      await page.screenshot({ path: `/tmp/footer-360${path === "/" ? "-en" : "-ar"}.png`, clip: { x: 0, y: 0, width: 360, height: 780 } });
    });
  }
});
