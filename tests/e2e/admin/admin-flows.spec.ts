import { expect, test, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { stepAt, totpForStep } from "../../../src/server/platform/auth/totp";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * The staff journeys end to end against the real server: a fresh admin enrols MFA, invites a
 * content editor who signs in (in Arabic) and cannot open users or security, and a password is
 * reset through the email stored in the outbox. One serial flow, on the desktop project only:
 * it changes the shared server's accounts, which the phone project must not race.
 */
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
const EDITOR = { email: "editor.e2e@rihla.test", password: "palm trees by the corniche", newPassword: "a new reset passphrase 2026" };

async function solveCaptcha(page: Page) {
  // Filling the form starts the proof by itself (auto mode); the box is only the fallback, ticked
  // only while the widget is idle (a tick while it verifies, or once verified, would undo it).
  const widget = page.locator("altcha-widget .altcha");
  await expect
    .poll(
      async () => {
        const state = await widget.getAttribute("data-state");
        if (state !== "verified" && state !== "verifying")
          await page
            .locator("altcha-widget label")
            .click({ timeout: 3_000 })
            .catch(() => undefined);
        return state;
      },
      { timeout: 45_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe("verified");
}

async function signIn(page: Page, email: string, password: string, submit = "Sign in") {
  await page.getByRole("textbox", { name: /Email|البريد الإلكتروني/ }).fill(email);
  await page.locator("#password").fill(password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: submit }).click();
}

/** The newest email to `recipient`, read from the Security page's outbox as an admin would. */
async function linkFromOutbox(adminPage: Page, recipient: string, kind: "invitation" | "token") {
  await adminPage.goto("/admin/security#outbox");
  await adminPage.reload(); // the same address twice would only move to the anchor
  const item = adminPage.getByTestId("outbox").locator("li").filter({ hasText: recipient }).first();
  await expect(item).toBeVisible();
  const body = (await item.getByTestId("outbox-body").textContent()) ?? "";
  const match = new RegExp(`/admin/reset-password\\?${kind}=[a-f0-9]{64}`).exec(body);
  expect(match, `link in ${body}`).not.toBeNull();
  return match![0];
}

test.describe("staff flows", () => {
  test.skip(({ isMobile }) => isMobile, "stateful flow: runs once, on the desktop project");
  test.describe.configure({ mode: "serial" });

  test("a fresh admin signs in, enrols MFA, invites an editor, and a password is reset from the outbox", async ({ page, browser }) => {
    // The contact-inbox step (issue 10) lengthens this one serial flow; a loaded machine needs the room.
    test.setTimeout(300_000);
    const errors = watchConsole(page);

    await test.step("anonymous visitors are sent to sign in, and come back afterwards", async () => {
      await page.goto("/admin/users");
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
      await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    let backupCodes: string[] = [];
    await test.step("a wrong password is refused with a clear message", async () => {
      await signIn(page, ADMIN.email, "not the right password");
      await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    });

    await test.step("the admin must enrol MFA first: QR code, secret, confirm, backup codes once", async () => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/mfa-setup/);
      await page.getByRole("button", { name: "Set up two-factor" }).click();
      await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
      const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
      await page.getByRole("textbox", { name: "Code" }).fill("000000");
      await page.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await page.getByRole("textbox", { name: "Code" }).fill(totpForStep(secret, stepAt(new Date())));
      await page.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(page.getByTestId("backup-code")).toHaveCount(10);
      backupCodes = await page.getByTestId("backup-code").allInnerTexts();
      await page.getByLabel("I have stored these codes safely").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    });

    await test.step("the dashboard says the demo content is present and how to remove it", async () => {
      await page.goto("/admin/dashboard");
      const notice = page.getByTestId("demo-content-notice");
      await expect(notice.getByRole("heading", { name: "Demo content is still on the site" })).toBeVisible();
      await expect(notice.locator("code")).toHaveText("npm run demo:remove");
      await expectNoAxeViolations(page);
      await page.goto("/admin/users");
    });

    await test.step("the admin invites a content editor", async () => {
      await page.getByRole("textbox", { name: "Email" }).fill(EDITOR.email);
      await page.getByLabel("Role", { exact: true }).selectOption("content");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText(EDITOR.email, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    const invitation = await linkFromOutbox(page, EDITOR.email, "invitation");
    const editorContext = await browser.newContext({ locale: "ar-SA" });
    await editorContext.addCookies([{ name: "lang", value: "ar", url: new URL(page.url()).origin }]);
    const editor = await editorContext.newPage();

    await test.step("the editor accepts the invitation in Arabic and signs in", async () => {
      await editor.goto(invitation);
      await expect(editor.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(editor.getByText(`دعوة إلى ${EDITOR.email}`)).toBeVisible();
      await editor.getByRole("textbox", { name: "اسمك" }).fill("Huda");
      await editor.locator("#new-password").fill(EDITOR.password);
      await editor.locator("#confirm-password").fill(EDITOR.password);
      await editor.getByRole("button", { name: "إنشاء حسابي" }).click();
      await expect(editor.getByRole("status")).toHaveText("حسابك جاهز. يمكنك الآن تسجيل الدخول.");
      await editor.goto("/admin/login");
      await signIn(editor, EDITOR.email, EDITOR.password, "تسجيل الدخول");
      await expect(editor).toHaveURL(/\/admin\/dashboard$/);
      await expect(editor.getByRole("heading", { name: "لوحة المعلومات", level: 1 })).toBeVisible();
      await expect(editor.getByRole("heading", { name: "ما زال الموقع يعرض محتوى تجريبيًا" })).toBeVisible();
      await expect(editor.getByTestId("demo-content-notice").locator("code")).toHaveText("npm run demo:remove");
      await expectNoAxeViolations(editor);
    });

    await test.step("the editor's navigation lacks users and security, and those pages are refused", async () => {
      const nav = editor.getByRole("navigation", { name: "تنقل لوحة الإدارة" });
      await expect(nav.getByRole("link")).toHaveText([
        "لوحة المعلومات",
        "متابعة الرحلات",
        // Online payments (issue 25): every role reads the list; refunds are operations'.
        "المدفوعات",
        // Read-only for a content editor: the operators and the message templates (staff read them, operations write).
        "المشغّلون",
        "الخدمات والأسعار",
        "المدونة",
        "الأدلة",
        "الملفات",
        // Read-only too: the WhatsApp inbox (operations and admins answer in it).
        "صندوق واتساب",
        "قوالب البريد الإلكتروني",
        "قوالب واتساب",
        // And the workflow rules (read-only for a content editor).
        "سير العمل",
        "التقييمات",
        "استيراد الأدلة",
      ]);
      await editor.goto("/admin/users");
      await expect(editor.getByRole("heading", { name: "غير متاحة لصلاحيتك" })).toBeVisible();
      await editor.goto("/admin/security");
      await expect(editor.getByRole("heading", { name: "غير متاحة لصلاحيتك" })).toBeVisible();
    });

    await test.step("the editor cannot open any operations page: each answers the refusal page, and its API 403", async () => {
      for (const [slug, api] of [
        ["configurations", "/api/admin/configurations"],
        ["error-logs", "/api/admin/error-logs"],
        ["system-dashboard", "/api/admin/system/status"],
        ["database-performance", "/api/admin/database-performance"],
        ["optimization", "/api/admin/optimization"],
        ["roadmap", "/api/admin/roadmap"],
      ] as const) {
        const response = await editor.goto(`/admin/${slug}`);
        expect([slug, response?.status()]).toEqual([slug, 403]);
        await expect(editor.getByRole("heading", { name: "غير متاحة لصلاحيتك" })).toBeVisible();
        await expect(editor.getByRole("navigation", { name: "تنقل لوحة الإدارة" }).getByRole("link", { name: /الإعدادات|التحسين|خارطة الطريق/ })).toHaveCount(
          0,
        );
        // The API refuses too (the fingerprint and CSRF headers the pages send are not the point here: a 401 or 403, never data).
        const answer = await editor.request.get(api);
        expect([api, [401, 403].includes(answer.status())]).toEqual([api, true]);
      }
    });

    await test.step("a password reset through the stored email", async () => {
      const visitor = await browser.newPage();
      await visitor.goto("/admin/reset-password");
      await visitor.getByRole("textbox", { name: "Email" }).fill(EDITOR.email);
      await solveCaptcha(visitor);
      await visitor.getByRole("button", { name: "Send the link" }).click();
      await expect(visitor.getByRole("status")).toContainText("If an account exists for this address");
      const link = await linkFromOutbox(page, EDITOR.email, "token");
      await visitor.goto(link);
      await visitor.locator("#new-password").fill(EDITOR.newPassword);
      await visitor.locator("#confirm-password").fill(EDITOR.newPassword);
      await visitor.getByRole("button", { name: "Save the new password" }).click();
      await expect(visitor.getByRole("status")).toHaveText("Your password has been changed. You can now sign in.");
      // The reset ended the editor's session everywhere.
      await editor.reload();
      await expect(editor).toHaveURL(/\/admin\/login/);
      await visitor.goto("/admin/login");
      await signIn(visitor, EDITOR.email, EDITOR.newPassword);
      await expect(visitor).toHaveURL(/\/admin\/dashboard$/);
      await visitor.close();
    });

    await test.step("the admin signs in again with a backup code, and sees the history", async () => {
      const again = await browser.newPage();
      await again.goto("/admin/security");
      await signIn(again, ADMIN.email, ADMIN.password);
      await expect(again.getByRole("heading", { name: "Two-factor code" })).toBeVisible();
      await again.getByRole("textbox", { name: "Code" }).fill(backupCodes[0]!);
      await again.getByRole("button", { name: "Verify" }).click();
      await expect(again).toHaveURL(/\/admin\/security$/);
      await expect(again.getByTestId("sign-in-history")).toContainText(EDITOR.email);
      await expect(again.getByTestId("audit-log")).toContainText(`invited ${EDITOR.email} to join as`);
      await again.locator("header details summary").click();
      await again.getByRole("link", { name: "Your account and two-factor" }).click();
      await expect(again.getByTestId("own-sessions").getByText("This session")).toBeVisible();
      // A visitor's message opens from the dashboard, with call and WhatsApp, and is marked handled (issue 10).
      const challenge = (await (await again.request.get("/api/captcha/challenge")).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const sent = await again.request.post("/api/contact", {
        data: {
          name: "Hassan Al-Harbi",
          email: "hassan@example.com",
          phone: "0555 123 456",
          subject: "Ziyarat tour for a family",
          message: "Assalamu alaikum.\nWe are six and would like a Madinah ziyarat tour on Friday morning.",
          language: "en",
          captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
        },
      });
      expect(sent.status()).toBe(201);
      await again.goto("/admin/dashboard");
      await again.getByTestId("open-messages-link").click();
      await expect(again).toHaveURL(/\/admin\/contact-messages\?view=open$/);
      await again.getByTestId("contact-inbox").getByRole("link", { name: "Ziyarat tour for a family" }).click();
      await expect(again.getByTestId("contact-full-text")).toHaveText("Assalamu alaikum.\nWe are six and would like a Madinah ziyarat tour on Friday morning.");
      const actions = again.getByTestId("contact-actions");
      await expect(actions.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+966555123456");
      await expect(actions.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/966555123456\?text=/);
      await again.getByLabel("Note (optional)").fill("Called back, tour booked for Friday 8:00.");
      await again.getByRole("button", { name: "Mark handled" }).click();
      await expect(again.getByTestId("handled-note")).toHaveText("Called back, tour booked for Friday 8:00.");
      await again.goto("/admin/security#audit");
      await expect(again.getByTestId("audit-log")).toContainText("marked the message from Hassan Al-Harbi as handled");
      await again.goto("/admin/dashboard");
      await again.locator("header details summary").click();
      await again.getByRole("button", { name: "Sign out" }).click();
      await expect(again).toHaveURL(/\/admin\/login$/);
      await again.goto("/admin/dashboard");
      await expect(again).toHaveURL(/\/admin\/login\?next=/);
      await again.close();
    });

    await editorContext.close();
    // Refusals this flow provokes on purpose (wrong password, wrong code, forbidden pages) are logged by the browser.
    expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
  });
});

test("the sign-in page works on a phone, in Arabic, and the Quick Tools bar is not there", async ({ page, context }) => {
  await context.addCookies([{ name: "lang", value: "ar", url: "http://127.0.0.1" }]);
  const response = await page.goto("/admin");
  // Admin pages run only the scripts carrying this response's nonce.
  const csp = response!.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(csp).not.toContain("unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com; style");
  expect(csp).toContain("object-src 'none'");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  expect((await page.locator("script").evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce))).every((n) => n === nonce)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { name: "دخول الموظفين" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: /Quick tools|أدوات سريعة/ })).toHaveCount(0);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByText("أدخل بريدًا إلكترونيًا صحيحًا.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "عرض لوحة الإدارة بالإنجليزية" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});
