import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/* The test server embeds a local stand-in for the stream and answers weather from a recording. */
for (const [path, heading, stream, weather, locale] of [
  ["/makkah-live", "Makkah live", "Live stream of the Masjid al-Haram", "Partly cloudy", "en-GB"],
  ["/ar/makkah-live", "مكة مباشر", "البث المباشر من المسجد الحرام", "غائم جزئيًا", "ar-SA-u-nu-latn"],
] as const) {
  test(`${path}: the stream, Makkah's clock, today's prayers with a countdown, the weather`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator(`iframe[title="${stream}"]`)).toBeVisible();
    await expect(page.locator("li[data-prayer]")).toHaveCount(5);
    await expect(page.locator('li[aria-current="time"]')).toHaveCount(1);
    const clock = page.getByTestId("makkah-clock");
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
    const countdown = page.getByTestId("countdown");
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 3_000 }).not.toBe(before);
    await expect(page.getByText(weather)).toBeVisible();
    await expect(page.getByText(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(31.4), { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test("the page arrives server-rendered, and is listed in the sitemap", async ({ request }) => {
  const html = await (await request.get("/ar/makkah-live")).text();
  expect(html).toContain("مكة مباشر</h1>");
  expect(html).toMatch(/data-prayer="Isha"/);
  expect(html).toMatch(/<title>[^<]*مكة مباشر/);
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/ar/makkah-live");
});

test("the clock follows the server's time read again after load, retrying once after a lost connection", async ({ page }) => {
  // The page may come from a shared cache: the browser asks the server's clock again. Here that
  // answer says the server is 5 hours ahead, and the first attempt loses its connection.
  const ahead = 5 * 3_600_000;
  let attempts = 0;
  await page.route("**/api/quick-tools/prayer-times?city=Makkah", async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort("internetdisconnected");
    const answer = (await (await route.fetch()).json()) as { serverTime: string };
    return route.fulfill({ json: { ...answer, serverTime: new Date(Date.parse(answer.serverTime) + ahead).toISOString() } });
  });
  await page.goto("/makkah-live");
  const hourIn = (at: number) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Asia/Riyadh" }).format(at);
  await expect.poll(async () => (await page.getByTestId("makkah-clock").textContent())?.slice(0, 2), { timeout: 10_000 }).toBe(hourIn(Date.now() + ahead));
  expect(attempts).toBe(2);
});
