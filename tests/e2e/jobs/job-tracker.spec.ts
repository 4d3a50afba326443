import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { submission } from "../../../src/server/test-support/booking-payloads";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";
import type { PublicBookingView } from "../../../src/shared/bookings/api-contract";
import { formatSar } from "../../../src/shared/products/money";

/**
 * Staff see a web booking in the job tracker, quote the trip plus a line in English and Arabic with
 * an internal reason, revise it, and find the reason in the timeline only; the customer reads the
 * lines in their language, adding up to the total, and accepts; staff confirm another booking from
 * the primary button (a dialog that is not a danger); staff close the trip, and its thank-you
 * link lets the customer write a verified review. The admin account must enrol MFA here, which the shared server's admin spec
 * expects to do itself, so this spec runs its own server (own data folder, port E2E_PORT + 7).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.e2e-data/jobs-${randomUUID().slice(0, 8)}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
// The machine is shared and slow at times: waits are generous, never a timing assertion.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A booking as a customer sends it from /book (captcha solved here, as the widget would). */
async function webBooking(name: string): Promise<{ reference: string; bookingPath: string }> {
  const challenge = (await (await fetch(`${BASE}/api/captcha/challenge`)).json()) as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
  const body = submission({ captcha });
  const response = await fetch(`${BASE}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: BASE },
    body: JSON.stringify({ ...body, contact: { ...body.contact, name } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { reference: string; bookingPath: string };
}

test("staff see a web booking in the tracker, quote it with lines and an internal reason, the customer accepts it, and reviews the trip from the thank-you link", async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "one stateful flow, on the desktop project (the screenshots cover the phone)");
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  const { reference, bookingPath } = await webBooking("Maryam E2E");
  await firstAdminSignIn(page, { base: BASE, email: ADMIN.email, password: ADMIN.password, next: "/admin/jobs" });

  await test.step("the booking is in the tracker, found by the customer's name", async () => {
    // A click before the page has hydrated does nothing: click until the tab is selected.
    const tab = page.getByRole("tab", { name: "Bookings" });
    await expect(async () => {
      await tab.click();
      await baseExpect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
    }).toPass();
    await page.getByRole("searchbox", { name: "Search" }).fill("Maryam");
    const card = page.getByTestId(`booking-${reference}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Request received");
    await expect(page.getByTestId("count-pending")).toContainText("1");
    await card.getByRole("link").click();
  });

  const token = bookingPath.split("/").at(-1)!;
  const trip = ((await (await fetch(`${BASE}/api/booking-info/${token}`)).json()) as PublicBookingView).breakdown.totalHalalas;
  const sar = (halalas: number, language: "en" | "ar" = "en") => formatSar(halalas, language);

  await test.step("quote the trip plus a line in English and Arabic, with an internal reason; the total adds up", async () => {
    const panel = page.getByTestId("booking-detail");
    await expect(panel).toBeVisible();
    const form = panel.getByTestId("quote-form");
    await expect(form).toContainText(sar(trip));
    await form.getByRole("button", { name: "Add a line" }).click();
    const line = form.getByTestId("quote-line-0");
    await line.getByLabel("What changed, in English").fill("Extra stop at Badr");
    await line.getByLabel("What changed, in Arabic").fill("وقفة إضافية في بدر");
    await line.getByLabel("Amount in SAR").fill("200");
    await expect(form.getByTestId("quote-new-total")).toContainText(sar(trip + 20_000));
    await form.getByRole("button", { name: "Send quote" }).click();
    await expect(form.getByText("Enter the reason for this price.")).toBeVisible();
    await form.getByLabel(/Internal reason/).fill("Driver asked for it; keep between us");
    await form.getByRole("button", { name: "Send quote" }).click();
    await expect(panel.getByTestId("booking-total")).toHaveText(sar(trip + 20_000));
    await expect(panel.getByTestId("staff-quote-lines")).toContainText("Extra stop at Badr");
    const timeline = panel.getByTestId("booking-timeline");
    await expect(timeline).toContainText("Request received → Price quoted");
    await expect(timeline).toContainText("Driver asked for it; keep between us");
    // Only what the new state allows: a quoted booking can be confirmed, no longer quoted from pending.
    await expect(panel.getByRole("button", { name: "Confirm booking" })).toBeVisible();
  });

  await test.step("revise the quote: the current line is kept and a discount line added", async () => {
    const form = page.getByTestId("booking-detail").getByTestId("quote-form");
    await expect(form.getByTestId("quote-line-0").getByLabel("What changed, in English")).toHaveValue("Extra stop at Badr");
    await form.getByRole("button", { name: "Add a line" }).click();
    const line = form.getByTestId("quote-line-1");
    await line.getByLabel("What changed, in English").fill("Returning family");
    await line.getByLabel("What changed, in Arabic").fill("عائلة عائدة");
    await line.getByLabel("Add or take off").selectOption("-");
    await line.getByLabel("Amount in SAR").fill("50");
    await form.getByLabel(/Internal reason/).fill("Matched a competitor, do not mention");
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await form.screenshot({ path: test.info().outputPath(`quote-form-${width}-en.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await form.getByRole("button", { name: "Send the revised quote" }).click();
    await expect(page.getByTestId("booking-total")).toHaveText(sar(trip + 15_000));
    await expect(page.getByTestId("booking-timeline")).toContainText("Matched a competitor, do not mention");
  });

  await test.step("the customer reads the lines in their language, adding up to the total, never the reason, and accepts", async () => {
    // The customer's own browser: no staff cookie, only the link.
    const customer = await browser.newPage();
    await customer.goto(`${BASE}/ar${bookingPath}`);
    const arabic = customer.getByTestId("quote-lines");
    await expect(arabic).toContainText("وقفة إضافية في بدر");
    await expect(arabic).toContainText("عائلة عائدة");
    await expect(arabic).toContainText(sar(trip, "ar"));
    await expect(customer.locator("main")).not.toContainText("keep between us");
    await expect(customer.locator("main")).not.toContainText("Extra stop");
    await customer.goto(`${BASE}${bookingPath}`);
    const price = customer.getByRole("region", { name: "Price" });
    await expect(price).toContainText(`Our price for your booking: ${sar(trip + 15_000)}`);
    await expect(price.getByTestId("quote-lines")).toContainText("Extra stop at Badr");
    await expect(price.getByTestId("quote-lines")).toContainText(`-${sar(5_000)}`);
    await expect(customer.locator("main")).not.toContainText("do not mention");
    await customer.screenshot({ path: test.info().outputPath("customer-quote-lines-en.png"), fullPage: true });
    await customer.getByRole("button", { name: "Accept the price" }).click();
    // The staff's reason stays with staff: the customer reads the price, not the note.
    await expect(customer.locator("main")).not.toContainText("Matched a competitor");
    await customer.getByRole("dialog").getByRole("button", { name: "Yes, accept the price" }).click();
    await expect(customer.getByText("Thank you: your booking is confirmed.")).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole("button", { name: "Accept the price" })).toHaveCount(0);
    await customer.close();

    await page.reload();
    const panel = page.getByTestId("booking-detail");
    await expect(panel.getByTestId("booking-timeline")).toContainText("Price quoted → Confirmed");
    await expect(panel.getByRole("button", { name: "Send quote" })).toHaveCount(0);
  });

  await test.step("staff confirm another booking from the primary button; its dialog is not a danger", async () => {
    const other = await webBooking("Confirm E2E");
    await page.goto(`${BASE}/admin/jobs?tab=bookings`);
    await page.getByTestId(`booking-${other.reference}`).getByRole("link").click();
    const panel = page.getByTestId("booking-detail");
    await expect(panel.getByTestId("customer-contact").getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+/);
    await panel.getByRole("button", { name: "Confirm booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm this booking?" });
    const yes = dialog.getByRole("button", { name: "Confirm booking" });
    await expect(yes).toHaveAttribute("data-tone", "primary");
    await expect(yes).not.toHaveClass(/bg-red/);
    await page.screenshot({ path: test.info().outputPath("confirm-dialog-1366-en.png") });
    await yes.click();
    await expect(panel.getByTestId("booking-timeline")).toContainText("Request received → Confirmed");
    // Escape must reach the panel, not the confirm dialog that is still closing (Radix keeps a layer stack).
    await expect(dialog).toBeHidden();
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden({ timeout: 1_000 });
    }).toPass();
    await page.getByTestId(`booking-${reference}`).getByRole("link").click();
  });

  await test.step("staff close the trip by hand; its thank-you link lets the customer write a verified review, which waits for moderation", async () => {
    const panel = page.getByTestId("booking-detail");
    // The pickup is still to come: a warning, and the reason is asked for.
    await expect(panel.getByTestId("complete-warning")).toContainText("this trip has not happened yet");
    await panel.getByRole("button", { name: "Close as completed" }).click();
    await expect(panel.getByText("The last pickup has not come yet: say why the booking is closed now.")).toBeVisible();
    await panel.getByLabel("Why it is closed now").fill("Trip done early; drivers do not use their links yet");
    await panel.getByRole("button", { name: "Close as completed" }).click();
    await expect(panel.getByTestId("booking-timeline")).toContainText("Confirmed → Completed");

    // No SMTP or WhatsApp here: the thank-you waits in the outbox, which admins read on /admin/security.
    await page.goto(`${BASE}/admin/security`);
    await expect(page.getByTestId("outbox-body").first()).toBeAttached();
    const bodies = (await page.getByTestId("outbox-body").allTextContents()).join("\n");
    const link = /https?:\/\/\S+?\/testimonials\/thank-you\/[\w-]+/.exec(bodies)?.[0];
    expect(link, "the thank-you message carries the review link").toBeTruthy();

    const customer = await browser.newPage();
    await customer.goto(`${BASE}${new URL(link!).pathname}`);
    await expect(customer.getByRole("heading", { name: "How was your trip?", level: 1 })).toBeVisible();
    await expect(customer.getByText(`booking ${reference}`)).toBeVisible();
    const form = customer.getByTestId("testimonial-form");
    await form.getByLabel(/^Country/).selectOption({ label: "Pakistan" });
    await form.locator("label").filter({ hasText: "Rated 4 stars out of 5" }).click();
    await form.getByLabel(/^Your review/).fill("The driver waited at the terminal and helped with every bag. Thank you.");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(customer.getByTestId("testimonial-sent")).toContainText("marked as a verified trip");
    // The link works once.
    await customer.reload();
    await expect(customer.getByText("This review link does not work any more")).toBeVisible();
    await customer.close();

    await page.goto(`${BASE}/admin/testimonials`);
    const card = page.getByTestId("moderation-card").filter({ hasText: "helped with every bag" });
    await expect(card).toContainText("Waiting");
    await expect(card).toContainText("Verified");
    await page.goto(`${BASE}/admin/jobs?tab=bookings`);
    await page.getByTestId(`booking-${reference}`).getByRole("link").click();
  });

  await test.step("screenshots in both languages and widths", async () => {
    await page.screenshot({ path: test.info().outputPath("jobs-detail-1366-en.png") });
    await page.keyboard.press("Escape");
    await page.goto(`${BASE}/admin/jobs?tab=bookings`);
    await page.screenshot({ path: test.info().outputPath("jobs-1366-en.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("jobs-390-en.png"), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.goto(`${BASE}/admin/products`);
    await page.screenshot({ path: test.info().outputPath("products-390-en.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.context().addCookies([{ name: "lang", value: "ar", url: BASE }]);
    await page.goto(`${BASE}/admin/jobs?tab=bookings`);
    await expect(page.getByRole("tab", { name: "الحجوزات" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("jobs-390-ar.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId(`booking-${reference}`).getByRole("link").click();
    await expect(page.getByTestId("booking-timeline")).toContainText("تم إرسال عرض السعر");
    await page.screenshot({ path: test.info().outputPath("jobs-detail-390-ar.png") });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath("jobs-detail-1366-ar.png") });
    // The quote form in Arabic on phones, with a line being written.
    const arabicBooking = await webBooking("Arabic Quote E2E");
    await page.goto(`${BASE}/admin/jobs?tab=bookings`);
    await page.getByTestId(`booking-${arabicBooking.reference}`).getByRole("link").click();
    const arabicForm = page.getByTestId("quote-form");
    await arabicForm.getByRole("button", { name: "إضافة بند" }).click();
    await arabicForm.getByLabel("ما الذي تغيّر، بالعربية").fill("وقفة إضافية في بدر");
    await arabicForm.getByLabel("إضافة أو خصم").selectOption("-");
    await arabicForm.getByLabel(/المبلغ بالريال/).fill("30");
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await arabicForm.screenshot({ path: test.info().outputPath(`quote-form-${width}-ar.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.keyboard.press("Escape");
    await page.goto(`${BASE}/admin/jobs?tab=board`);
    await expect(page.getByTestId("column-unassigned")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("jobs-board-1366-ar.png"), fullPage: true });
    await page.goto(`${BASE}/admin/products`);
    await page.screenshot({ path: test.info().outputPath("products-1366-ar.png"), fullPage: true });
  });
  expect(errors).toEqual([]);
});
