import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/*
 * The Quick Tools bar in both languages. The test server computes prayer times locally and
 * gets rates and weather from recorded responses (playwright.config.ts): USD→SAR 3.75,
 * 31.4 °C / 88.5 °F, partly cloudy, humidity 38 %, wind 9.7 km/h.
 */
const LANGS = [
  {
    lang: "en",
    home: "/",
    locale: "en-GB",
    bar: "Quick tools",
    prayer: "Prayer times",
    currency: "Currency converter",
    weather: "Weather",
    hide: "Hide quick tools",
    show: "Show quick tools",
    swap: "Swap currencies",
    fahrenheit: "Fahrenheit",
    partly: "Partly cloudy",
    riyadh: "Riyadh",
    live: "/makkah-live",
  },
  {
    lang: "ar",
    home: "/ar",
    locale: "ar-SA-u-nu-latn",
    bar: "أدوات سريعة",
    prayer: "مواقيت الصلاة",
    currency: "محول العملات",
    weather: "الطقس",
    hide: "إخفاء الأدوات السريعة",
    show: "إظهار الأدوات السريعة",
    swap: "تبديل العملتين",
    fahrenheit: "فهرنهايت",
    partly: "غائم جزئيًا",
    riyadh: "الرياض",
    live: "/ar/makkah-live",
  },
] as const;

const fixed2 = (value: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const fixed4 = (value: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value);
const number1 = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** A click before hydration would be lost: wait until the bar says React drives it. */
const barReady = (page: Page) => expect(page.locator("aside[data-interactive]")).toBeAttached();

async function openTool(page: Page, name: string) {
  await barReady(page);
  await page.getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const L of LANGS) {
  test.describe(`in ${L.lang}`, () => {
    test("the bar sits 72 px from the top with the live page and WhatsApp links", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(L.home);
      const bar = page.getByRole("complementary", { name: L.bar });
      await expect(bar).toBeVisible();
      expect((await bar.boundingBox())?.y).toBe(72);
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      await expect(bar.locator(`a[href="${L.live}"]`)).toBeVisible();
      await expect(bar.locator('a[href="https://wa.me/966555012345"]')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("prayer times: five prayers, the next highlighted, a ticking clock, a city change", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(L.home);
      const dialog = await openTool(page, L.prayer);
      await expect(dialog.locator("li[data-prayer]")).toHaveCount(5);
      await expect(dialog.locator('li[aria-current="time"]')).toHaveCount(1);
      const clock = dialog.getByTestId("city-clock");
      const first = await clock.textContent();
      await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
      const makkahFajr = await dialog.locator('li[data-prayer="Fajr"] time').textContent();
      const answer = page.waitForResponse((r) => r.url().includes("/api/quick-tools/prayer-times?city=Riyadh"));
      await dialog.getByLabel(L.lang === "en" ? "City" : "المدينة").selectOption("Riyadh");
      expect((await answer).status()).toBe(200);
      await expect(dialog.locator('li[data-prayer="Fajr"] time')).not.toHaveText(makkahFajr ?? "");
      await expect(dialog).toContainText(L.riyadh);
      await expectNoAxeViolations(page);
      // Escape closes the dialog and gives focus back to its button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: L.prayer, exact: true })).toBeFocused();
      expect(errors).toEqual([]);
    });

    test("currency: 100 USD → SAR, swap, and no conversion for a non-number", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(L.home);
      const dialog = await openTool(page, L.currency);
      await expect(dialog.getByRole("textbox")).toHaveValue("100");
      await expect(dialog.getByTestId("converted")).toHaveText(`${fixed2(375, L.locale)} SAR`);
      await expect(dialog.getByTestId("rate")).toContainText(fixed4(3.75, L.locale));
      await dialog.getByRole("button", { name: L.swap }).click();
      await expect(dialog.getByTestId("converted")).toHaveText(`${fixed2(100 / 3.75, L.locale)} USD`);
      await expect(dialog.getByTestId("rate")).toContainText(fixed4(1 / 3.75, L.locale));
      await dialog.getByRole("textbox").fill("abc");
      await expect(dialog.getByTestId("converted")).toHaveText("—");
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("the swap button's tooltip: its code loaded on first focus or hover, shown after the spec's 700 ms", async ({ page, isMobile }) => {
      test.skip(isMobile, "a pointer hover: desktop only");
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
      const swapIn = async () => {
        await page.goto(L.home);
        const dialog = await openTool(page, L.currency);
        return { dialog, swap: dialog.getByRole("button", { name: L.swap }) };
      };

      // Keyboard: the first focus loads the code; focus stays on the control and the tooltip names it.
      const first = await swapIn();
      const { dialog } = first;
      let { swap } = first;
      await expect(swap).not.toHaveAttribute("title");
      expect(scripts.some((url) => /icon-tooltip-parts/.test(url))).toBe(false);
      await dialog.getByLabel(L.lang === "en" ? "From" : "من", { exact: true }).focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tooltip")).toHaveText(L.swap);
      await expect(swap).toBeFocused();
      expect(scripts.some((url) => /icon-tooltip-parts/.test(url))).toBe(true);
      await expectNoAxeViolations(page);

      // Pointer, on a fresh page: the first hover loads the code, the tooltip waits 700 ms.
      scripts.length = 0;
      ({ swap } = await swapIn());
      await swap.hover();
      const hoveredAt = Date.now();
      await expect(page.getByRole("tooltip")).toHaveText(L.swap);
      expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(650);
      expect(scripts.some((url) => /icon-tooltip-parts/.test(url))).toBe(true);
      await page.mouse.move(0, 0);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    });

    test("weather: temperature, humidity, wind, description; celsius ↔ fahrenheit; city change", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(L.home);
      const dialog = await openTool(page, L.weather);
      await expect(dialog.getByTestId("temperature")).toContainText(number1(31.4, L.locale));
      await expect(dialog).toContainText(L.partly);
      await expect(dialog).toContainText(number1(9.7, L.locale));
      await expect(dialog).toContainText(`${number1(38, L.locale)}%`);
      await dialog.getByRole("button", { name: L.fahrenheit }).click();
      await expect(dialog.getByRole("button", { name: L.fahrenheit })).toHaveAttribute("aria-pressed", "true");
      await expect(dialog.getByTestId("temperature")).toContainText(number1(88.5, L.locale));
      const answer = page.waitForResponse((r) => r.url().includes("/api/quick-tools/weather?city=Riyadh&unit=fahrenheit"));
      await dialog.getByLabel(L.lang === "en" ? "City" : "المدينة").selectOption("Riyadh");
      expect((await answer).status()).toBe(200);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("the toggle hides and shows the bar, and the choice survives a reload", async ({ page }) => {
      await page.goto(L.home);
      const toggle = page.getByRole("button", { name: L.hide });
      const chat = page.locator('a[href^="https://wa.me/"]').first();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await barReady(page);
      await toggle.click();
      await expect(chat).toBeHidden();
      await expect(page.getByRole("button", { name: L.show })).toHaveAttribute("aria-expanded", "false");
      await page.reload();
      await expect(page.getByRole("button", { name: L.show })).toBeVisible();
      await expect(page.getByRole("button", { name: L.prayer, exact: true })).toBeHidden();
      await barReady(page);
      await page.getByRole("button", { name: L.show }).click();
      await expect(page.getByRole("button", { name: L.prayer, exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: L.hide })).toBeVisible();
      await expect(page.getByRole("button", { name: L.prayer, exact: true })).toBeVisible();
    });
  });
}

test("the bar is absent under /admin", async ({ page }) => {
  for (const path of ["/admin", "/admin/login", "/ar/admin"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("complementary", { name: /Quick tools|أدوات سريعة/ })).toHaveCount(0);
  }
});

test("opening the bar adds no layout shift and loads the widget code only then", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => /currency-widget/.test(url))).toBe(false);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await barReady(page);
  await page.getByRole("button", { name: "Currency converter", exact: true }).click();
  await expect(page.getByTestId("converted")).toBeVisible();
  expect(scripts.some((url) => /currency-widget/.test(url))).toBe(true);
});
