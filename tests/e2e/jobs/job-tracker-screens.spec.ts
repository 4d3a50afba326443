import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { riyadhPickup, submission } from "../../../src/server/test-support/booking-payloads";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";

/**
 * The job tracker on a phone and a desktop, in both languages (issue "Bookings as pilgrims and
 * dispatchers found them", items 16 and 17): on a 390 px phone the first job shows without
 * scrolling, the five tabs fit, the counts are one row and the filters open from a button; the
 * week calendar does not clip its cards; Upcoming sets cancelled trips apart. Every tab is
 * screenshotted at 360, 390 and 1366 px in English and Arabic. Its own server (the admin enrols
 * MFA), port E2E_PORT + 16.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 16;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.e2e-data/jobs-screens-${randomUUID().slice(0, 8)}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
const TABS = ["today", "upcoming", "board", "calendar", "bookings"] as const;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * A staff API write from the signed-in page, as the admin client sends it: the browser's
 * fingerprint header and a CSRF token fetched first.
 */
async function staffWrite(page: Page, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ path, body }) => {
      const fingerprint = JSON.stringify({
        userAgent: navigator.userAgent,
        language: navigator.language,
        platform: navigator.platform,
        screenResolution: `${screen.width}x${screen.height}`,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        colorDepth: screen.colorDepth,
        touchSupport: "ontouchstart" in window || navigator.maxTouchPoints > 0,
      });
      const bytes = new TextEncoder().encode(fingerprint);
      const headers: Record<string, string> = {
        "x-client-fingerprint": btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, ""),
        Accept: "application/json",
        "Content-Type": "application/json",
      };
      // The page's own token when it has one: minting another would end it, and a write of the
      // page's in flight meanwhile (its realtime ticket) would get a 403 it recovers from, but an
      // error in the console. A token minted here is left where the page keeps its own.
      const stored = JSON.parse(sessionStorage.getItem("rihla.csrf") ?? "null") as { token: string; expiresAt: number } | null;
      let token = stored && Date.now() < stored.expiresAt ? stored.token : null;
      if (!token) {
        token = ((await (await fetch("/api/admin/account/csrf", { method: "POST", headers })).json()) as { csrfToken: string }).csrfToken;
        sessionStorage.setItem("rihla.csrf", JSON.stringify({ token, hash: "", timestamp: Date.now(), expiresAt: Date.now() + 30 * 60_000 }));
      }
      const response = await fetch(path, { method: "POST", headers: { ...headers, "x-csrf-token": token }, body: JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { path, body },
  );
}

/** A phone booking through the staff API, `days` ahead at `hour` (Riyadh). */
async function staffBooking(page: Page, name: string, days: number, hour: number): Promise<{ id: number; reference: string }> {
  const { captcha: _captcha, ...body } = submission();
  const legs = body.legs.map((leg) => ({ ...leg, pickupAt: riyadhPickup(days, hour) }));
  const answer = await staffWrite(page, "/api/admin/bookings", { ...body, legs, adults: 3, contact: { ...body.contact, name }, source: "phone" });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { id: number; reference: string };
}

test("the tracker fits a phone, the calendar keeps its cards whole, Upcoming sets cancelled trips apart; every tab in both languages at 360, 390 and 1366 px", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one stateful flow on the desktop project; it sets the phone widths itself");
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/jobs" });
  const live = await staffBooking(page, "Zainab Live E2E", 2, 9);
  await staffBooking(page, "Hamza Second E2E", 3, 14);
  const cancelled = await staffBooking(page, "Yusuf Cancelled E2E", 2, 8);
  const cancel = await staffWrite(page, `/api/admin/bookings/${cancelled.id}/cancel`, { reason: "Customer changed plans" });
  expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);

  await test.step("Upcoming on a 390 px phone: the first job without scrolling, all five tabs whole, counts in one row, filters behind a button", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/admin/jobs?tab=upcoming`);
    const first = page.getByTestId(`job-${live.reference}-0`);
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y + 60, "the first job's time and route show on the first screen").toBeLessThanOrEqual(844);
    for (const tab of await page.getByRole("tab").all()) {
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x).toBeGreaterThanOrEqual(0);
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(390);
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const tops = await page.locator('[data-testid^="count-"]').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, "the five counts are one row").toBe(1);
    const status = page.getByLabel("Status", { exact: true });
    await expect(status).toBeHidden();
    const more = page.getByRole("button", { name: /^Filters/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(status).toBeVisible();
    await status.selectOption("unassigned");
    await expect(more).toContainText("1");
    await status.selectOption("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  await test.step("Upcoming: the cancelled trip is set apart under its own heading, after the live ones", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${BASE}/admin/jobs?tab=upcoming`);
    const apart = page.getByRole("region", { name: /^Cancelled/ });
    await expect(apart.getByTestId(`job-${cancelled.reference}-0`)).toBeVisible();
    await expect(apart.getByTestId(`job-${live.reference}-0`)).toHaveCount(0);
    const liveTop = (await page.getByTestId(`job-${live.reference}-0`).boundingBox())!.y;
    expect((await apart.boundingBox())!.y).toBeGreaterThan(liveTop);
  });

  await test.step("Calendar: no card is wider than its day", async () => {
    await page.goto(`${BASE}/admin/jobs?tab=calendar`);
    await expect(page.getByTestId(`job-${live.reference}-0`)).toBeVisible();
    const clipped = await page
      .locator('[data-testid^="day-"]')
      .evaluateAll((days) =>
        days.flatMap((day) =>
          [...day.querySelectorAll("li, li *")]
            .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > day.getBoundingClientRect().right + 1)
            .map((element) => `${day.getAttribute("data-testid")}: ${element.tagName} ${element.textContent?.slice(0, 40)}`),
        ),
      );
    expect(clipped).toEqual([]);
  });

  await test.step("every tab, at 360, 390 and 1366 px, in English and Arabic", async () => {
    for (const language of ["en", "ar"] as const) {
      await page.context().addCookies([{ name: "lang", value: language, url: BASE }]);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const tab of TABS) {
          await page.goto(`${BASE}/admin/jobs?tab=${tab}`);
          await expect(page.getByRole("tab", { selected: true })).toBeVisible();
          await expect(page.getByRole("tabpanel").locator("[aria-busy=true], [role=status]")).toHaveCount(0);
          await page.screenshot({ path: test.info().outputPath(`jobs-${tab}-${size.width}-${language}.png`), fullPage: size.width < 1000 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} ${size.width} ${language}`).toBeLessThanOrEqual(size.width);
        }
      }
    }
  });
  expect(errors).toEqual([]);
});
