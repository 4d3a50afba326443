import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { formatSar } from "../../../src/shared/products/money";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { choosePartyAndContact, fillTwoLegTrip, openBookingForm, solveCaptcha, TEXTS } from "../public/book-support";

/*
 * Online payment end to end (issue 25) on a 360 px phone in Arabic, against the Moyasar stand-in
 * (scripts/moyasar-stand-in.ts, started here like a provider on the network) and a server of its
 * own pointed at it (E2E_PORT + 33, the stand-in on + 34): an admin asks a 25 % deposit on the
 * Jeddah airport product; a customer books, sees the deposit in the review, presses "pay securely"
 * on the next screen, pays on the provider's own hosted page (the stand-in's invoice page: a full
 * page navigation, no card field on our pages) with the mada test card 4201320111111010, comes back
 * through the bank's page to the outcome the server verified, sees the payment (method, receipt, what remains) on the booking
 * page, cancels within the free period (the dialog names the refund), and sees the refund. Then
 * staff find it on the booking panel, the payments list and the dashboard. Screenshots (360,
 * 390, desktop; Arabic and English) go to /tmp/payments-web-shots and are looked at by hand.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 33;
const STAND_IN_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-payments-password-1234" };
const PRODUCT = "jeddah-airport-to-makkah";
const SHOTS = "/tmp/payments-web-shots";
const MADA_PAID = "4201320111111010";

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let standIn: ChildProcess | undefined;
let bookingPath = "";
// The admin's own tab, signed in once (enrolling MFA) and kept across the tests.
let staff: { context: BrowserContext; page: Page } | undefined;

test.skip(({ isMobile }) => !isMobile, "a phone's flow: mobile project only");
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 780 } });

async function startStandIn(): Promise<void> {
  // Node itself (tsx as its loader), not npx: a SIGTERM to npx would leave the stand-in running after the spec.
  standIn = spawn(process.execPath, ["--import", "tsx", "scripts/moyasar-stand-in.ts", String(STAND_IN_PORT), ORIGIN], { stdio: "ignore" });
  const deadline = Date.now() + 60_000;
  // Any answer means it listens (it refuses a call without a key with 401).
  while (
    (await fetch(`http://127.0.0.1:${STAND_IN_PORT}/payments`).then(
      (r) => r.status,
      () => 0,
    )) === 0
  ) {
    if (Date.now() > deadline || standIn.exitCode !== null) throw new Error("the Moyasar stand-in did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  await startStandIn();
  server = await startOwnServer({
    port: PORT,
    dataDir: ".e2e-data/payments",
    adminPassword: ADMIN.password,
    env: {
      MOYASAR_API_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
      MOYASAR_SECRET_KEY: "sk_test_standin",
      MOYASAR_PUBLISHABLE_KEY: "pk_test_standin",
      MOYASAR_WEBHOOK_SECRET: "standin-webhook",
    },
  });
});
test.afterAll(async () => {
  await staff?.context.close();
  await server?.stop();
  standIn?.kill("SIGTERM");
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test("an admin asks a 25 % deposit on the airport product", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  staff = { context, page: await context.newPage() };
  const { page } = staff;
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/products" });
  await page.getByTestId(`product-${PRODUCT}`).getByRole("button", { name: "Edit" }).click();
  const deposit = page.getByTestId("deposit-settings");
  await deposit.locator("#deposit-mode").selectOption("percent");
  await deposit.locator("#deposit-percent").fill("25");
  await deposit.locator("#deposit-due-hours").fill("48");
  await deposit.getByRole("button", { name: "Save payment settings" }).click();
  await expect(page.getByText("Payment settings saved", { exact: true })).toBeVisible();
  await shot(page, "admin-deposit-360-en");
});

test("a pilgrim books, pays the deposit with mada, sees it on the booking page, cancels and sees the refund (360 px, Arabic)", async ({ page }) => {
  test.setTimeout(180_000);
  await openBookingForm(page, `${ORIGIN}/ar/book?product=${PRODUCT}`);
  await fillTwoLegTrip(page, "ar");
  await choosePartyAndContact(page, "ar", { name: "عائشة رحمن", phone: "+966 55 501 2345" });

  // The review says what is paid now and later, from the server's total.
  const terms = page.locator("[data-payment-terms]");
  await expect(terms).toBeVisible();
  const now = Number(await terms.locator("[data-pay-now]").getAttribute("data-pay-now"));
  const later = Number(await terms.locator("[data-pay-later]").getAttribute("data-pay-later"));
  expect(now).toBeGreaterThan(0);
  expect(Math.round(((now + later) * 25) / 100)).toBe(now);
  await expect(terms).toContainText(`عربون قدره ${formatSar(now, "ar")}`);
  await expect(page.locator("[data-payment]")).toHaveCount(0);
  await shot(page, "book-review-360-ar");

  await solveCaptcha(page);
  await page.getByRole("button", { name: TEXTS.ar.submit }).click();

  // The next screen: pay the deposit (the server's amount) on the provider's own page.
  const step = page.locator("[data-pay-now-step]");
  await expect(step).toBeVisible({ timeout: 20_000 });
  bookingPath = (await page.getByRole("link", { name: TEXTS.ar.open }).getAttribute("href")) ?? "";
  const button = step.locator('[data-pay="deposit"]');
  await expect(button).toContainText(`ادفع ${formatSar(now, "ar")} بأمان`);
  for (const method of ["مدى", "فيزا", "ماستركارد", "Apple Pay", "STC Pay"]) await expect(step.locator("[data-pay-methods]")).toContainText(method);
  await expect(step.locator("input")).toHaveCount(0);
  await shot(page, "book-pay-step-360-ar");
  await step.screenshot({ path: `${SHOTS}/book-pay-step-element-360-ar.png` });
  await button.click();

  // A full page navigation to the provider's hosted page (the stand-in's invoice page).
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STAND_IN_PORT}/checkout/invoices/`), { timeout: 20_000 });
  const amount = `${(now / 100).toFixed(2)} SAR`;
  await expect(page.locator("[data-amount]")).toHaveText(amount);
  await shot(page, "hosted-page-360");
  await page.getByLabel("Name on card").fill("Aisha Rahman");
  await page.getByLabel("Card number").fill(MADA_PAID);
  await page.getByLabel("Month (MM)").fill("12");
  await page.getByLabel("Year (YY)").fill(String((new Date().getUTCFullYear() + 2) % 100));
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: `Pay ${amount}`, exact: true }).click();

  // The bank's page (the stand-in's) sends the customer back; the page shows what the server verified.
  await expect(page).toHaveURL(/\/ar\/booking-info\/[^?]+\?payment=/, { timeout: 30_000 });
  const outcome = page.locator("[data-payment-outcome]");
  await expect(outcome).toHaveAttribute("data-payment-outcome", "paid", { timeout: 20_000 });
  await expect(outcome).toContainText(formatSar(now, "ar"));
  const paid = page.locator('[data-payments] li[data-payment-status="paid"]');
  await expect(paid).toContainText("مدى");
  await expect(paid.locator("[data-receipt]")).toContainText(/RCPT-\d{4}-\d{6}/);
  await expect(page.locator("[data-remaining]")).toHaveText(formatSar(later, "ar"));
  await expect(page.locator('[data-pay="balance"]')).toContainText(`ادفع ${formatSar(later, "ar")} بأمان`);
  await shot(page, "booking-page-paid-360-ar");
  // The same pay step from the booking link, in English: STC Pay refuses (the sandbox's OTP
  // 111111), the customer goes back, and nothing more is paid; the button is there again.
  const englishPath = bookingPath.replace(/^\/ar/, "");
  await page.goto(`${ORIGIN}${englishPath}`);
  const balance = page.locator('[data-pay="balance"]');
  await expect(balance).toContainText(`Pay ${formatSar(later, "en")} securely`);
  await page.locator("[data-payments]").screenshot({ path: `${SHOTS}/booking-pay-balance-element-360-en.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("[data-payments]").screenshot({ path: `${SHOTS}/booking-pay-balance-element-390-en.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await balance.click();
  await expect(page).toHaveURL(/\/checkout\/invoices\//, { timeout: 20_000 });
  await page.getByLabel("Mobile number").fill("0501234567");
  await page.getByLabel("One-time code (OTP)").fill("111111");
  await page.getByRole("button", { name: "Pay with STC Pay" }).click();
  await expect(page.locator("[data-problem]")).toHaveText("Insufficient Balance.");
  await shot(page, "hosted-page-stcpay-refused-360");
  await page.locator("[data-back]").click();
  await expect(page).toHaveURL(`${ORIGIN}${englishPath}`);
  await expect(page.locator("[data-paid]")).toHaveText(formatSar(now, "en"));
  await expect(page.locator('[data-pay="balance"]')).toBeEnabled();
  await page.goto(`${ORIGIN}${bookingPath}`);

  // Cancel within the free period: the dialog names the refund before confirming.
  await page.getByRole("button", { name: "ألغِ الحجز" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("[data-refundable]")).toContainText(formatSar(now, "ar"));
  await shot(page, "booking-cancel-dialog-360-ar");
  await dialog.getByRole("button", { name: "ألغِ حجزي" }).click();
  await expect(page.locator("[data-booking-state]")).toHaveAttribute("data-booking-state", "cancelled");
  const refund = page.locator("[data-payments] [data-refund-status]");
  await expect(refund).toContainText(`استرداد ${formatSar(now, "ar")}`, { timeout: 20_000 });
  await expect(page.locator('[data-payments] [data-refund-status="refunded"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-pay]")).toHaveCount(0);
  await shot(page, "booking-page-refunded-360-ar");

  // The same page at 390 px and in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "booking-page-refunded-390-ar");
  await page.goto(`${ORIGIN}${bookingPath.replace(/^\/ar/, "")}`);
  await expect(page.locator("[data-payments]")).toBeVisible();
  await shot(page, "booking-page-refunded-390-en");
});

test("staff see the payment and its refund on the booking panel, the payments list and the dashboard", async () => {
  test.setTimeout(120_000);
  const page = staff!.page;
  await page.goto(`${ORIGIN}/admin/jobs/payments`);
  const row = page.locator("[data-testid^=payment-card-]").filter({ hasText: "Refunded" }).first();
  await expect(row).toContainText("Refunded");
  await shot(page, "admin-payments-list-360-en");
  await row.getByRole("link").click();
  const panel = page.getByTestId("booking-payments");
  await expect(panel.locator('[data-status="refunded"]')).toBeVisible();
  await expect(panel.locator("[data-provider-id]").first()).not.toHaveText("—");
  await shot(page, "admin-booking-panel-360-en");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${ORIGIN}/admin/dashboard`);
  await expect(page.getByTestId("payments-refunded-today")).toBeVisible();
  await shot(page, "admin-dashboard-desktop-en");
});
