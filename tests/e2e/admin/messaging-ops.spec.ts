import { expect, test, type Page } from "@playwright/test";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../../src/server/platform/whatsapp/stand-in/whatsapp-stand-in";
import { bookThroughApi } from "../../../src/server/test-support/create-booking";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * /admin/workflow (add with validation, toggle, delete), Meta template sync and "send a test to
 * me", and the outbox's "Send again" of a dead letter, on a server of their own whose WhatsApp
 * Cloud API is the stand-in (refusing at first, so the test message dead-letters). The workflow
 * page at 360 px in Arabic (screenshots under /tmp/messaging-ops-shots).
 */
const PORT = Number(process.env.E2E_MESSAGING_OPS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 21);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-messaging-ops-password-1234" };
const SHOTS = "/tmp/messaging-ops-shots";
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let standIn: WhatsappStandIn | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startWhatsappStandIn();
  standIn.mode = "refuse";
  server = await startOwnServer({
    port: PORT,
    dataDir: ".e2e-data/messaging-ops",
    adminPassword: ADMIN.password,
    env: {
      WHATSAPP_API_URL: standIn.url,
      WHATSAPP_ACCESS_TOKEN: "local",
      WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
      WHATSAPP_BUSINESS_ACCOUNT_ID: "102290129340398",
      WHATSAPP_APP_SECRET: "e2e-app-secret",
      WHATSAPP_VERIFY_TOKEN: "e2e-verify",
      // Bookings through the public API without a captcha, for the booking's messages (refused under NODE_ENV=production).
      RIHLA_BENCH_RELAXED_LIMITS: "1",
      NODE_ENV: "test",
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const ruleRow = (page: Page, text: string) => page.getByTestId(/^workflow-rule-\d+$/).filter({ hasText: text });

test("workflow rules: add with validation, toggle, delete; template sync and test; outbox Send again", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password });

  await test.step("add a rule 6 hours before pickup, refusing 0 hours and a duplicate", async () => {
    await page.getByRole("link", { name: "Workflow" }).click();
    await expect(page.getByRole("heading", { name: "Workflow", level: 1 })).toBeVisible();
    await expect(page.getByTestId("workflow-rules")).toBeVisible();
    await expect(ruleRow(page, "24 hours before pickup")).toHaveCount(1);
    await page.getByRole("button", { name: "Add a rule" }).click();
    const form = page.getByRole("form", { name: "New rule" });
    await form.getByLabel("When").selectOption({ label: "Hours before pickup" });
    const hours = form.getByLabel("Hours before pickup", { exact: true });
    await expect(hours).toHaveValue("24");
    await form.getByLabel("Channel").selectOption({ label: "WhatsApp and email" });
    // The seeded rule is the same: the server refuses it, in words.
    await form.getByRole("button", { name: "Add rule" }).click();
    await expect(form.getByRole("alert")).toContainText("An identical rule already exists");
    await hours.fill("0");
    await form.getByRole("button", { name: "Add rule" }).click();
    await expect(form.getByText("Give a whole number of hours from 1 to 168.")).toBeVisible();
    await expect(hours).toHaveAttribute("aria-invalid", "true");
    await hours.fill("6");
    await form.getByLabel("Channel").selectOption({ label: "WhatsApp" });
    await form.getByRole("button", { name: "Add rule" }).click();
    await expect(form).toBeHidden();
    const row = ruleRow(page, "6 hours before pickup");
    await expect(row).toContainText("WhatsApp");
    await expect(row).toContainText("Nothing sent in the last 30 days");
    await expect(row.getByRole("link", { name: /Open the template/ })).toHaveAttribute(
      "href",
      /\/admin\/(whatsapp|email)-templates#purpose-pickup\.reminder\.customer/,
    );
    await expect(row.getByRole("switch")).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/workflow-desktop-en.png`, fullPage: true });
  });

  await test.step("turn it off, then delete it after the confirmation", async () => {
    const row = ruleRow(page, "6 hours before pickup");
    await row.getByRole("switch").click();
    await expect(row.getByRole("switch")).not.toBeChecked();
    await expect(row.getByText("Off", { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(ruleRow(page, "6 hours before pickup").getByRole("switch")).not.toBeChecked();
    await ruleRow(page, "6 hours before pickup").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("Delete this rule?");
    await dialog.getByRole("button", { name: "Delete rule" }).click();
    await expect(ruleRow(page, "6 hours before pickup")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("workflow-rules")).toBeVisible();
    await expect(ruleRow(page, "6 hours before pickup")).toHaveCount(0);
  });

  await test.step("Meta sync shows approved, rejected and why; a test goes to a typed number", async () => {
    await page.goto(`${ORIGIN}/admin/whatsapp-templates`);
    await page.getByRole("button", { name: "Sync with Meta" }).click();
    await expect(page.getByTestId("meta-sync").getByRole("status")).toHaveText("Synced with Meta: 4 templates found, 4 changed.");
    const card = page.locator("#purpose-booking\\.confirmed\\.customer");
    await expect(card.getByRole("region", { name: "العربية" }).getByText("Rejected", { exact: true })).toBeVisible();
    await expect(card.getByRole("region", { name: "العربية" }).getByTestId("meta-reason")).toContainText("the format is not accepted");
    const english = card.getByRole("region", { name: "English" });
    await expect(english.getByText("Approved", { exact: true })).toBeVisible();
    await english.getByRole("button", { name: "Edit" }).click();
    await english.getByLabel("WhatsApp number for the test").fill("+966 50 123 4567");
    await english.getByRole("button", { name: "Send a test to me" }).click();
    await expect(english.getByRole("status")).toHaveText("A test is queued for +966501234567.");
    await page.screenshot({ path: `${SHOTS}/whatsapp-templates-sync-en.png`, fullPage: true });
  });

  await test.step("the refused test is a dead letter; Send again delivers it once", async () => {
    await page.goto(`${ORIGIN}/admin/security#outbox`);
    const message = page.getByTestId("outbox").locator("li").filter({ hasText: "+966501234567" });
    // The worker runs every 5 s; Meta (the stand-in) refuses the number for good.
    await expect(async () => {
      await page.reload();
      await expect(message.getByText("Failed", { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await message.locator("summary").click();
    await expect(message.getByTestId("outbox-attempts")).toHaveText("1 attempt");
    await expect(message).toContainText("131030");
    standIn!.mode = "ok";
    await message.getByRole("button", { name: "Send again" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("Send this message again?");
    await page.screenshot({ path: `${SHOTS}/outbox-resend-dialog.png` });
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("The message is back in the queue.", { exact: true })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(message.getByText("Sent", { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await message.locator("summary").click();
    await expect(message.getByRole("button", { name: "Send again" })).toHaveCount(0);
    await expect(message).toContainText("WhatsApp message id wamid.STANDIN");
    expect(standIn!.sent.filter((sent) => sent.to === "966501234567")).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/outbox-sent.png`, fullPage: true });
  });

  await test.step("the job tracker panel lists the messages sent for a booking", async () => {
    const booking = await bookThroughApi(ORIGIN);
    await page.goto(`${ORIGIN}/admin/jobs?tab=bookings&q=${booking.reference}`);
    await page.getByText(booking.reference).first().click();
    const messages = page.getByTestId("booking-messages");
    await expect(messages).toContainText("A booking request is received");
    await expect(
      messages
        .getByText("Email", { exact: true })
        .or(messages.getByText("WhatsApp", { exact: true }))
        .first(),
    ).toBeVisible();
    await messages.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/booking-messages-en.png` });
    await page.keyboard.press("Escape");
  });

  await test.step("/admin/workflow at 360 px in Arabic, right to left, nothing wider than the screen", async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.context().addCookies([{ name: "lang", value: "ar", url: ORIGIN }]);
    await page.goto(`${ORIGIN}/admin/workflow`);
    await expect(page.getByRole("heading", { name: "سير العمل", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(ruleRow(page, "24 ساعة قبل الانطلاق")).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/workflow-360-ar.png`, fullPage: true });
    await page.getByRole("button", { name: "إضافة قاعدة" }).click();
    const form = page.getByRole("form", { name: "قاعدة جديدة" });
    await form.getByLabel("متى").selectOption({ label: "ساعات قبل الانطلاق" });
    await form.getByLabel("الساعات قبل الانطلاق", { exact: true }).fill("500");
    await form.getByRole("button", { name: "إضافة القاعدة" }).click();
    await expect(form.getByText("أدخل عددًا صحيحًا من الساعات من 1 إلى 168.")).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/workflow-360-ar-form.png`, fullPage: true });
  });
  // The one refusal the browser logs is the duplicate rule's 409, asked for above.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
});
