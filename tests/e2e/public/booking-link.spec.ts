import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/*
 * The customer's booking link and the shell around it ("Bookings as pilgrims and dispatchers found
 * them", items 6, 8, 12, 13, 14): customer words for states, Makkah time with the customer's own
 * beside it, no Book bar over the trip, a header that shrinks on scroll, "Find my booking" in the
 * menu and the footer, and a cancel dialog that says what it does and keeps the keyboard down.
 * Screenshots go to /tmp/booking-link-shots (looked at by hand, not compared).
 */
const SHOTS = "/tmp/booking-link-shots";
const links: Partial<Record<"en" | "ar", string>> = {};

/** A booking made through the API (captcha solved here, as a browser would), in the customer's language. */
async function book(request: APIRequestContext, language: "en" | "ar"): Promise<string> {
  const challenge = (await (await request.get("/api/captcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const pickup = new Date(Date.now() + 9 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const response = await request.post("/api/bookings", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      productSlug: "jeddah-airport-to-makkah",
      legs: [
        {
          from: { type: "place", placeId: "jed-terminal-1" },
          to: { type: "place", placeId: "makkah-ajyad" },
          pickupAt: `${pickup}T14:30+03:00`,
          flightNumber: "SV 1234",
        },
      ],
      adults: 2,
      children: 1,
      infants: 0,
      bags: 2,
      vehicleClassSlug: "sedan",
      contact: { name: "Aisha Rahman", phone: "+44 7700 900123", email: "aisha@example.com", country: "GB", language },
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bookingPath: string }).bookingPath;
}

async function linkFor(request: APIRequestContext, language: "en" | "ar"): Promise<string> {
  links[language] ??= await book(request, language);
  return links[language]!;
}

const hydrated = (page: Page) => expect(page.locator("aside[data-interactive]")).toBeAttached({ timeout: 30_000 });

test.describe("the booking link, from London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("says each leg's state in the customer's words, and every time in Makkah time with the customer's own beside it", async ({ page, request }) => {
    // The own time is added after hydration (the server's HTML has Makkah time only): no mismatch reported.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(await linkFor(request, "en"));
    await hydrated(page);
    const leg = page.locator("ol > li").filter({ has: page.getByRole("heading", { name: "Trip 1" }) });
    await expect(leg.locator("[data-leg-state]")).toHaveText("Arranging your driver");
    await expect(leg).toContainText("We are arranging your driver.");
    await expect(page.locator("[data-booking-state]")).toContainText("We have your request and will confirm it soon.");
    // No internal word anywhere on the page.
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/unassigned|Not assigned|Availability asked|operator/i);
    // 14:30 in Makkah is 11:30 in London (winter) or 12:30 (summer): both are shown, each named.
    await expect(leg).toContainText(/at 14:30 Makkah time/);
    await expect(leg).toContainText(/Your time: .* 1[12]:30 (Greenwich Mean Time|British Summer Time)/);
    // Under the buttons, and again in the cancel dialog.
    const until = page.getByText(/^Free cancellation until .* Makkah time \(Your time: .*\)\.$/);
    await expect(until).toHaveCount(2);
    await expect(until.last()).toBeVisible();
    await expect(
      page
        .locator("#info-timeline")
        .locator("..")
        .getByText(/Makkah time/)
        .first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("in Arabic too", async ({ page, request }) => {
    await page.goto(await linkFor(request, "ar"));
    await hydrated(page);
    await expect(page.locator("[data-leg-state]")).toHaveText("نرتّب سائقك");
    await expect(page.locator("main")).toContainText("بتوقيت مكة المكرمة");
    await expect(page.locator("main")).toContainText("بتوقيتك:");
  });
});

test.describe("from Makkah", () => {
  test.use({ timezoneId: "Asia/Riyadh" });
  test("a customer already on Makkah time reads it once", async ({ page, request }) => {
    await page.goto(await linkFor(request, "en"));
    await hydrated(page);
    await expect(page.locator("main")).toContainText("Makkah time");
    await expect(page.locator("main")).not.toContainText("Your time");
  });
});

test("the cancel dialog says what it does in red, and opens without the keyboard", async ({ page, request }) => {
  await page.goto(await linkFor(request, "en"));
  await hydrated(page);
  await page.getByRole("button", { name: "Cancel the booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toBeVisible();
  // Focus on the safe choice, not on the optional reason (a phone would raise its keyboard over the buttons).
  await expect(dialog.getByRole("button", { name: "Keep my booking" })).toBeFocused();
  await expect(dialog.getByLabel("Reason (optional)")).not.toBeFocused();
  const confirm = dialog.getByRole("button", { name: "Cancel my booking" });
  // The computed colour may be oklch(): a canvas turns it into RGB.
  const [red, green, blue] = await confirm.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  const colour = `rgb(${red}, ${green}, ${blue})`;
  expect(red, colour).toBeGreaterThan(150);
  expect(green! + blue!, colour).toBeLessThan(red!);
  await dialog.getByRole("button", { name: "Keep my booking" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("no Book bar on the booking link, the lookup and /book; still on the other pages", async ({ page, request }) => {
    for (const path of [await linkFor(request, "en"), "/booking-info", "/ar/booking-info", "/book"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.locator(".book-bar"), path).toHaveCount(0);
    }
    for (const path of ["/", "/ar/services"]) {
      await page.goto(path);
      await expect(page.locator(".book-bar"), path).toBeVisible();
    }
  });

  test("the header shrinks on scroll and the Quick Tools bar follows; back at the top, 72 px again", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const headerBottom = () =>
      page
        .locator("header")
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom);
    const barTop = () => page.locator("aside.qt-band[data-interactive]").evaluate((element) => element.getBoundingClientRect().top);
    expect(await barTop()).toBe(72);
    const before = await page.locator("main h1").evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(headerBottom).toBe(48);
    await expect.poll(barTop).toBe(48);
    // Header, Quick Tools band and Book bar together: from 24 % of an 800 px screen to under 21 %.
    const bookBar = await page.locator(".book-bar").boundingBox();
    expect((48 + 52 + bookBar!.height) / 800).toBeLessThan(0.21);
    await page.screenshot({ path: `${SHOTS}/header-compact-390.png` });
    // The menu button stays whole within the 48 px in view.
    const menu = await page.locator('button[aria-controls="mobile-nav"]').boundingBox();
    expect(menu!.y).toBeGreaterThanOrEqual(0);
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(48);
    // Nothing on the page moved under the shrink.
    expect(await page.locator("main h1").evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(barTop).toBe(72);
    await expect.poll(headerBottom).toBe(72);
  });

  test("Quick Tools labels are at least 12 px", async ({ page }) => {
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      await hydrated(page);
      const sizes = await page
        .locator("aside.qt-band[data-interactive] .qt-item span")
        .evaluateAll((spans) => spans.map((span) => parseFloat(getComputedStyle(span).fontSize)));
      expect(sizes.length).toBeGreaterThan(4);
      for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(12);
    }
  });

  test("Find my booking is in the menu, in both languages", async ({ page }) => {
    for (const [path, name, target] of [
      ["/services", "Find my booking", /\/booking-info$/],
      ["/ar/services", "ابحث عن حجزي", /\/ar\/booking-info$/],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.locator('button[aria-controls="mobile-nav"]').click();
      await page.locator("#mobile-nav").getByRole("link", { name }).click();
      await expect(page).toHaveURL(target);
      await expect(page.locator("main h1")).toBeVisible();
    }
  });
});

test("Find my booking is in the footer and the wide header, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [path, name, target] of [
    ["/", "Find my booking", /\/booking-info$/],
    ["/ar", "ابحث عن حجزي", /\/ar\/booking-info$/],
  ] as const) {
    // On a tablet too (768 px, the smallest width with the row of links): all seven fit, none under the language switch.
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(path);
    const wide = page.getByRole("navigation", { name: /Main navigation|التنقل الرئيسي/ }).first();
    await expect(wide.getByRole("link", { name })).toBeVisible();
    const row = await wide.boundingBox();
    const language = await page.getByRole("link", { name: /اقرأ هذه الصفحة بالعربية|Read this page in English/ }).boundingBox();
    if (path === "/") expect(row!.x + row!.width).toBeLessThanOrEqual(language!.x);
    else expect(language!.x + language!.width).toBeLessThanOrEqual(row!.x);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(wide.getByRole("link", { name })).toBeVisible();
    await page.locator("footer").getByRole("link", { name }).click();
    await expect(page).toHaveURL(target);
  }
});

test("screenshots of the booking link at 360, 390 and 1366 px, in both languages", async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const language of ["en", "ar"] as const) {
    const path = await linkFor(request, language);
    for (const width of [360, 390, 1366]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
      await page.goto(path);
      await hydrated(page);
      await page.screenshot({ path: `${SHOTS}/booking-link-${language}-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/booking-link-${language}-${width}-first-screen.png` });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole("button", { name: language === "en" ? "Cancel the booking" : "ألغِ الحجز" }).click();
    await page.screenshot({ path: `${SHOTS}/booking-link-${language}-360-cancel-dialog.png` });
  }
});
