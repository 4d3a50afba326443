import sharp from "sharp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { dateToRiyadhLocal } from "../../../src/shared/content/riyadh-time";
import { solveAltcha } from "../support/altcha";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * The blog editor end to end, on a server of its own (port E2E_PORT + 9): a content editor in
 * Arabic writes a post (the preview drops a script and a javascript: link), schedules it for the
 * next minute in Riyadh time, and the post appears on /ar/blog and in /ar/blog/feed.xml once the
 * publishing task has run after its time, never before. A viewer can read the list but not edit.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 9;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/articles";
const ADMIN = { email: "admin@rihla.local", password: "e2e-articles-password-1234" };
const EDITOR = { email: "writer.e2e@rihla.test", password: "dates and coffee in taif" };
const VIEWER = { email: "viewer.e2e@rihla.test", password: "reading only in madinah" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

async function invite(admin: Page, email: string, role: string): Promise<string> {
  await admin.goto(`${ORIGIN}/admin/users`);
  await admin.getByRole("textbox", { name: "Email" }).fill(email);
  await admin.getByLabel("Role", { exact: true }).selectOption(role);
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(email, { exact: true })).toBeVisible();
  await admin.goto(`${ORIGIN}/admin/security#outbox`);
  await admin.reload();
  const item = admin.getByTestId("outbox").locator("li").filter({ hasText: email }).first();
  const body = (await item.getByTestId("outbox-body").textContent()) ?? "";
  const match = /\/admin\/reset-password\?invitation=[a-f0-9]{64}/.exec(body);
  expect(match, body).not.toBeNull();
  return match![0];
}

/** Accepts an invitation and signs in, in Arabic. */
async function arabicStaff(browser: Browser, link: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: "ar-SA" });
  await context.addCookies([{ name: "lang", value: "ar", url: ORIGIN }]);
  const page = await context.newPage();
  await page.goto(ORIGIN + link);
  await page.getByRole("textbox", { name: "اسمك" }).fill("Huda");
  await page.locator("#new-password").fill(account.password);
  await page.locator("#confirm-password").fill(account.password);
  await page.getByRole("button", { name: "إنشاء حسابي" }).click();
  await expect(page.getByRole("status")).toHaveText("حسابك جاهز. يمكنك الآن تسجيل الدخول.");
  await page.goto(`${ORIGIN}/admin/login`);
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(account.email);
  await page.locator("#password").fill(account.password);
  await solveAltcha(page);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test("an Arabic content editor schedules a post; it appears on /ar/blog and its feed after its time; a viewer cannot edit", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password });
  const editorLink = await invite(page, EDITOR.email, "content");
  const viewerLink = await invite(page, VIEWER.email, "viewer");
  const editor = await arabicStaff(browser, editorLink, EDITOR);
  const errors = watchConsole(editor);
  let slug = "";
  let due = new Date();

  await test.step("the editor writes the post in Arabic; the preview is the sanitised public rendering", async () => {
    await editor.getByRole("navigation", { name: "تنقل لوحة الإدارة" }).getByRole("link", { name: "المدونة" }).click();
    await expect(editor.getByRole("heading", { name: "المدونة", level: 1 })).toBeVisible();
    await expect(editor.getByRole("link", { name: "خمس نصائح لوصولك إلى مطار جدة" })).toBeVisible();
    await expectNoAxeViolations(editor);
    await editor.getByRole("link", { name: "تدوينة جديدة" }).click();
    await expect(editor.getByRole("tab", { name: "العربية" })).toHaveAttribute("aria-selected", "true");
    await editor.getByRole("textbox", { name: "العنوان" }).fill("رحلة العمرة من جدة");
    await editor.getByRole("textbox", { name: "المقتطف" }).fill("كيف تصل من المطار إلى الحرم بهدوء.");
    await editor
      .getByRole("textbox", { name: /النص/ })
      .fill("## الطريق\n\nانطلق **مبكرًا**.\n\n<script>window.pwned = 1</script>\n\n[رابط خطر](javascript:alert(1))");
    const preview = editor.getByTestId("preview-ar");
    await expect(preview.locator("h2")).toHaveText("الطريق");
    await expect(preview.locator("strong")).toHaveText("مبكرًا");
    expect(await preview.innerHTML()).not.toMatch(/script|javascript:/i);
    slug = await editor.getByRole("textbox", { name: "الرابط الإنجليزي (slug)" }).inputValue();
    expect(slug).toMatch(/^rhla-/);
    // Made from the same (Arabic) title, the Arabic address is the English one: left empty, "the same".
    await expect(editor.getByRole("textbox", { name: "الرابط العربي (slug)" })).toHaveValue("");
    // Autosave keeps the draft and moves the address to the article's id.
    await expect(editor).toHaveURL(/\/admin\/blogs\/\d+$/, { timeout: 15_000 });
    await expectNoAxeViolations(editor);
  });

  await test.step("the editor gives it a cover image, uploaded through the file repository's picker", async () => {
    await editor.getByRole("button", { name: "اختر من الملفات" }).click();
    const picker = editor.getByRole("dialog", { name: "اختر ملفًا" });
    await expect(picker).toBeVisible();
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 190, g: 150, b: 80 } } })
      .png()
      .toBuffer();
    // A file uploaded in the picker is picked as soon as it arrives.
    await picker.locator('input[type="file"]').setInputFiles({ name: "umrah-cover.png", mimeType: "image/png", buffer: cover });
    await expect(picker).toBeHidden({ timeout: 30_000 });
    await expect(editor.locator("#article-cover")).toHaveValue(/^\/media\/[0-9a-f-]{36}-1600x900\.png$/);
  });

  await test.step("the editor schedules it for the next minute, Riyadh time", async () => {
    due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    await editor.getByLabel("النشر في (بتوقيت الرياض)").fill(dateToRiyadhLocal(due));
    await editor.getByRole("button", { name: "جدولة" }).click();
    await expect(editor.getByText("تمت الجدولة", { exact: true })).toBeVisible();
    await expect(editor.getByText("الآن: مجدولة")).toBeVisible();
  });

  await test.step("before its time the post is on neither /ar/blog nor the feed", async () => {
    expect(Date.now()).toBeLessThan(due.getTime());
    const list = await (await fetch(`${ORIGIN}/ar/blog`)).text();
    expect(list).not.toContain(slug);
    expect(await (await fetch(`${ORIGIN}/ar/blog/feed.xml`)).text()).not.toContain(slug);
  });

  await test.step("after its time the task publishes it: /ar/blog lists it, the feed carries it, the page has no script", async () => {
    await expect
      .poll(async () => (await (await fetch(`${ORIGIN}/ar/blog`)).text()).includes(`/ar/blog/${slug}`), {
        timeout: due.getTime() - Date.now() + 60_000,
        intervals: [3_000],
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    const feed = await (await fetch(`${ORIGIN}/ar/blog/feed.xml`)).text();
    expect(feed).toContain(`<link>${ORIGIN}/ar/blog/${slug}</link>`);
    expect(feed).toContain("<title>رحلة العمرة من جدة</title>");
    await editor.goto(`${ORIGIN}/ar/blog/${slug}`);
    await expect(editor.getByRole("heading", { name: "رحلة العمرة من جدة", level: 1 })).toBeVisible();
    expect(await editor.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await editor.locator("article").first().innerHTML()).not.toMatch(/<script|javascript:/i);
    await expect(editor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/ar/blog/feed.xml");
    // The cover is served from its phone-sized copies.
    const coverImage = editor.locator("article img").first();
    await expect(coverImage).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}-1600x900\.png$/);
    await expect(coverImage).toHaveAttribute("srcset", /480w/);
  });

  await test.step("a viewer reads the list but has nothing to edit with", async () => {
    const viewer = await arabicStaff(browser, viewerLink, VIEWER);
    await viewer.goto(`${ORIGIN}/admin/blogs`);
    await expect(viewer.getByText("يمكنك قراءة هذه المقالات، لكن دورك لا يسمح بتعديلها.")).toBeVisible();
    await expect(viewer.getByRole("link", { name: "تدوينة جديدة" })).toHaveCount(0);
    await viewer.getByRole("link", { name: "رحلة العمرة من جدة" }).click();
    await expect(viewer.getByRole("textbox", { name: "العنوان" })).toHaveAttribute("readonly", "");
    await expect(viewer.getByRole("button", { name: /انشر الآن|حدّث المقالة المنشورة|جدولة/ })).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});
