import { expect, test } from "@playwright/test";

/*
 * Issues 12 and 13: the home hero's booking card and trust signals, the brand typeface served
 * from /assets, the Quick Tools bar within the content width, prices on /fleet, and the Book bar
 * phones keep at the bottom of every public page but /book.
 */
const sar = (riyals: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "SAR", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(riyals);

test("/fleet says from what price each vehicle class is, in both languages", async ({ page }) => {
  await page.goto("/fleet");
  const sedan = page.locator("main li").filter({ has: page.getByRole("heading", { name: "Sedan", exact: true }) });
  // The demo's cheapest sedan service: the Madinah airport transfer, 150 riyals.
  await expect(sedan.locator("[data-from-price]")).toHaveText(`From ${sar(150, "en-GB")}`);
  await expect(sedan.locator("[data-from-price]")).toHaveText(/^From SAR\s150$/);
  expect(await page.locator("main [data-from-price]").count()).toBe(await page.locator("main h2").count());
  await page.goto("/ar/fleet");
  const prices = await page.locator("main [data-from-price]").allInnerTexts();
  expect(prices.length).toBeGreaterThan(4);
  expect(prices).toContain(`ابتداءً من ${sar(150, "ar-SA-u-nu-latn")}`);
});

test("the home hero offers booking and says why to trust the company", async ({ page }) => {
  for (const [path, book, trust] of [
    ["/", "Start booking", "Licensed operator"],
    ["/ar", "ابدأ الحجز", "مشغّل مرخّص"],
  ] as const) {
    await page.goto(path);
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: book })).toHaveAttribute("href", path === "/" ? "/book" : "/ar/book");
    const routes = hero.getByRole("list").last().getByRole("link");
    expect(await routes.count()).toBe(3);
    await expect(routes.first()).toHaveAttribute("href", /\/book\?product=[a-z0-9-]+$/);
    await expect(hero.locator(".hero-trust li").first()).toContainText(trust);
    // Demo reviews are never verified: no rating is claimed in the hero.
    await expect(hero.locator(".hero-trust")).not.toContainText(/\/5|من 5/);
  }
});

test("the hero's main button books online and WhatsApp is the second way; /services says the same", async ({ page }) => {
  for (const [path, online, whatsapp] of [
    ["/", "Book online", "Book on WhatsApp"],
    ["/ar", "احجز الآن", "احجز عبر واتساب"],
  ] as const) {
    await page.goto(path);
    const actions = page.locator("[data-hero-actions] a");
    await expect(actions.first()).toHaveText(online);
    await expect(actions.first()).toHaveAttribute("href", path === "/" ? "/book" : "/ar/book");
    await expect(actions.nth(1)).toHaveText(whatsapp);
    await expect(actions.nth(1)).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    // The main button is filled, the second outlined.
    const fill = (index: number) => actions.nth(index).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(0)).not.toBe(await fill(1));
    expect(await fill(1)).toBe("rgba(0, 0, 0, 0)");
  }
  await page.goto("/services");
  await expect(page.getByText(/Choose a service and book it online/)).toBeVisible();
  // A product card: a section inside its kind's section.
  const product = page.locator("main section[id] section[id]").first();
  const [book, chat] = [product.getByRole("link", { name: /^Book online/ }), product.getByRole("link", { name: /^Book on WhatsApp/ })];
  // Booking online comes first (in reading order, whichever way the row wraps).
  expect(await product.evaluate((card) => (card.textContent ?? "").indexOf("Book online") < (card.textContent ?? "").indexOf("Book on WhatsApp"))).toBe(true);
  expect(await chat.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
  expect(await book.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgb(255, 255, 255)");
});

test("the brand typeface is self-hosted, preloaded once and cached for a year", async ({ page, request }) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".woff2")) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto("/ar");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
  expect(preloaded).toMatch(/^\/assets\/readex-pro-arabic-wght-normal-[\w-]+\.woff2$/);
  expect(fonts).toContain(preloaded);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Readex Pro"', "رحلة"))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Readex Pro"/);
  const answer = await request.get(preloaded as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer.headers()["content-type"]).toMatch(/font\/woff2/);
  await page.goto("/");
  expect(await page.locator('link[rel="preload"][as="font"]').getAttribute("href")).toMatch(/readex-pro-latin-wght-normal/);
});

test.describe("on a 1366 px screen", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the Quick Tools bar stays within the content width, open or collapsed, and no Book bar shows", async ({ page, context, baseURL }) => {
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      await expect(page.locator("aside[data-interactive]")).toBeAttached({ timeout: 30_000 });
      // Measured once the web font is in: the swap changes the header's widths.
      await page.evaluate(() => document.fonts.ready);
      const content = await page.locator("header > div").first().boundingBox();
      const tools = await page
        .locator("aside.qt-band")
        .locator("button, a")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of tools) {
        expect(box.left, path).toBeGreaterThanOrEqual(content!.x + 16 - 0.5);
        expect(box.right, path).toBeLessThanOrEqual(content!.x + content!.width - 16 + 0.5);
      }
      await expect(page.locator(".book-bar")).toBeHidden();
    }
    await context.addCookies([{ name: "rihla_quick_tools", value: "hidden", url: baseURL! }]);
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      await expect(page.locator("aside[data-interactive]")).toBeAttached({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      // Hydrated, the bar holds both toggles; the collapsed pill is the one that shows the tools.
      const pill = await page.locator('[data-quick-tool="toggle"][aria-expanded="false"]').boundingBox();
      const language = await page.locator("header a[hreflang]").boundingBox();
      // The collapsed pill lines up with the header's last item, at the content's edge.
      if (path === "/") expect(Math.abs(pill!.x + pill!.width - (language!.x + language!.width)), path).toBeLessThanOrEqual(1);
      else expect(Math.abs(pill!.x - language!.x), path).toBeLessThanOrEqual(1);
    }
  });
});

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test("a Book bar sits at the bottom of every public page but /book, above the page's end", async ({ page }) => {
      for (const path of ["/", "/fleet", "/guides", "/contact", "/ar", "/ar/services", "/ar/blog"]) {
        await page.goto(path);
        const bar = page.locator(".book-bar");
        await expect(bar, path).toBeVisible();
        await expect(bar.getByRole("link")).toHaveAttribute("href", path.startsWith("/ar") ? "/ar/book" : "/book");
        const box = await bar.boundingBox();
        expect(box!.y + box!.height, path).toBeCloseTo(780, 0);
        expect(box!.height, path).toBeGreaterThanOrEqual(60);
        // Scrolled to the very end, the footer's last line is above the bar, not under it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await page.locator("footer").last().locator("p, a").last().boundingBox();
        expect(last!.y + last!.height, path).toBeLessThanOrEqual(box!.y);
      }
      for (const path of ["/book", "/ar/book"]) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        expect(await page.locator(".book-bar").count(), path).toBe(0);
      }
      // Leaving /book in the browser brings it back.
      await page.locator("header").getByRole("link", { name: "رحلة" }).click();
      await expect(page.locator(".book-bar")).toBeVisible();
    });
  });
}
