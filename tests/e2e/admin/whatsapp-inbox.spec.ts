import { expect, test, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../../src/server/platform/whatsapp/stand-in/whatsapp-stand-in";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * /admin/whatsapp-inbox on a server of its own, with the WhatsApp Cloud API answered by the
 * stand-in (issue 22's browser test): a customer's inbound WhatsApp, posted as Meta would (signed
 * webhook), appears live in the open inbox; staff reply in Arabic; the stand-in receives the reply
 * from the outbox worker; the delivered and read ticks follow the status webhooks. Screenshots at
 * 360 and 390 px in English and Arabic, and desktop, under /tmp/inbox-shots.
 */
const PORT = Number(process.env.E2E_INBOX_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 7);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/whatsapp-inbox";
const ADMIN = { email: "admin@rihla.local", password: "e2e-inbox-password-1234" };
const SECRET = "e2e-inbox-app-secret";
const SHOTS = "/tmp/inbox-shots";
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let standIn: WhatsappStandIn;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only (phone widths are set inside)");
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  standIn = await startWhatsappStandIn();
  server = await startOwnServer({
    port: PORT,
    dataDir: DATA_DIR,
    adminPassword: ADMIN.password,
    env: { WHATSAPP_ACCESS_TOKEN: "e2e-token", WHATSAPP_PHONE_NUMBER_ID: "100000000000001", WHATSAPP_API_URL: standIn.url, WHATSAPP_APP_SECRET: SECRET },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

/** Meta's JSON: non-ASCII escaped as \uXXXX, signed over those very bytes. */
async function postWebhook(value: Record<string, unknown>) {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "200000000000002", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] }],
  }).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const response = await fetch(`${ORIGIN}/api/webhooks/whatsapp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}` },
    body: raw,
  });
  expect(response.status).toBe(200);
}
const now = () => String(Math.floor(Date.now() / 1000));
const CUSTOMER = "966500000077";

async function shoot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  expect(overflow, name).toBeLessThanOrEqual(0);
}

test("an inbound WhatsApp appears live, staff reply in Arabic, the stand-in receives it, and the delivered and read ticks follow", async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/whatsapp-inbox" });
  await expect(page.getByRole("heading", { name: "WhatsApp inbox", level: 1 })).toBeVisible();
  await expect(page.getByText("No open conversations.")).toBeVisible();
  await expect(page.getByTestId("whatsapp-unread-count")).toHaveCount(0);

  // The page is open; the message arrives as Meta would send it. No reload.
  await postWebhook({
    contacts: [{ wa_id: CUSTOMER, profile: { name: "أمينة" } }],
    messages: [
      { from: CUSTOMER, id: "wamid.E2E.IN1", timestamp: now(), type: "text", text: { body: "السلام عليكم، متى يصل السائق؟" } },
      { from: CUSTOMER, id: "wamid.E2E.IN2", timestamp: now(), type: "image", image: { id: "5550001111", mime_type: "image/jpeg", caption: "حقيبتي" } },
      { from: CUSTOMER, id: "wamid.E2E.IN3", timestamp: now(), type: "location", location: { latitude: 21.4225, longitude: 39.8262, name: "فندق مكة" } },
    ],
  });
  const row = page.getByTestId("conversation-list").getByRole("button", { name: /أمينة/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText("فندق مكة");
  await expect(page.getByTestId("whatsapp-unread-count")).toContainText("1");
  await shoot(page, "desktop-en-list");

  await row.click();
  const thread = page.getByTestId("thread");
  await expect(thread.getByText("السلام عليكم، متى يصل السائق؟")).toBeVisible();
  await expect(thread.getByTestId("inbound-image")).toBeVisible();
  await expect(thread.getByRole("link", { name: /Open the location on the map/ })).toHaveAttribute("href", /mlat=21\.4225&mlon=39\.8262/);
  await expect(page.getByTestId("window-note")).toContainText("Free text allowed");
  // Opening it read it: the navigation's count goes away.
  await expect(page.getByTestId("whatsapp-unread-count")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const reply = "وعليكم السلام، السائق في الطريق وسيصل خلال عشر دقائق.";
  await page.getByRole("textbox", { name: "Your reply" }).fill(reply);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const outgoing = thread.locator('[data-testid^="message-out-"]').filter({ hasText: reply });
  await expect(outgoing).toBeVisible();

  // The outbox worker sends it (every 5 s) to the Cloud API: the stand-in has it, with our token.
  await expect.poll(() => standIn.sent.find((message) => JSON.stringify(message.body).includes("السائق في الطريق")), { timeout: 20_000 }).toBeTruthy();
  const sent = standIn.sent.find((message) => JSON.stringify(message.body).includes("السائق في الطريق"))!;
  expect([sent.to, sent.type, sent.authorization]).toEqual([CUSTOMER, "text", "Bearer e2e-token"]);
  await expect(outgoing.getByTestId("delivery")).toHaveAttribute("data-status", "sent", { timeout: 15_000 });

  // Meta reports delivery, then the customer reads it: the ticks follow live.
  const status = (state: string) => ({ statuses: [{ id: sent.id, status: state, timestamp: now(), recipient_id: CUSTOMER }] });
  await postWebhook(status("delivered"));
  await expect(outgoing.getByTestId("delivery")).toHaveAttribute("data-status", "delivered");
  await postWebhook(status("read"));
  await expect(outgoing.getByTestId("delivery")).toHaveAttribute("data-status", "read");
  await shoot(page, "desktop-en-thread");

  await test.step("the composer's template mode: a purpose, its variables, a preview in the customer's language, Meta's approval", async () => {
    await page.getByRole("button", { name: "Template", exact: true }).click();
    await page.getByRole("combobox", { name: /^Template/ }).selectOption("booking.confirmed.customer");
    await page.getByLabel("{{booking.reference}}").fill("RH-2026-000123");
    await expect(page.getByTestId("template-preview")).toContainText("رحلة: تم تأكيد حجزك RH-2026-000123.");
    await expect(page.getByTestId("template-preview")).toHaveAttribute("dir", "rtl");
    // Nothing is approved by Meta on a fresh install: it says so, and the button waits.
    await expect(page.getByText(/Meta has not approved this template in this language/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send template" })).toBeDisabled();
    await shoot(page, "desktop-en-template");
    await page.getByRole("button", { name: "Free text", exact: true }).click();
  });

  await test.step("360 and 390 px, English and Arabic: the list, then the thread alone", async () => {
    for (const language of ["en", "ar"] as const) {
      await page.context().addCookies([{ name: "lang", value: language, url: ORIGIN }]);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${ORIGIN}/admin/whatsapp-inbox`);
        await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        await expect(page.getByTestId("conversation-list")).toBeVisible();
        await shoot(page, `${language}-${width}-list`);
        await page.getByTestId("conversation-list").getByRole("button").first().click();
        await expect(page.getByTestId("thread")).toBeVisible();
        await expect(page.getByTestId("conversation-list")).toBeHidden();
        await shoot(page, `${language}-${width}-thread`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${ORIGIN}/admin/whatsapp-inbox?c=1`);
    await expect(page.getByTestId("thread")).toBeVisible();
    await shoot(page, "desktop-ar-thread");
  });
  expect(errors).toEqual([]);
});
