import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";

/*
 * /admin/operators on a 360 px phone in Arabic (issue "Dispatch", Operators): a dispatcher adds
 * an operator with a vehicle and an insurance expiring in ten days, finds it in the list with its
 * amber warning, and edits it. Screenshots (360/390 px, en and ar, desktop) go to /tmp.
 */
const PORT = Number(process.env.E2E_OPERATORS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 23);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-operators-password-1234" };
const SHOTS = "/tmp/operators-shots";
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => !isMobile, "a phone flow on its own server: mobile project only");

// The skip above does not stop hooks: only the mobile project's worker starts the server (one port, one folder).
test.beforeAll(async () => {
  if (test.info().project.name !== "mobile") return;
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startOwnServer({ port: PORT, dataDir: ".e2e-data/operators", adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A Makkah day `days` from today, as the date input takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test("a dispatcher adds an operator with a vehicle and a document at 360 px in Arabic, sees its warning in the list, and edits it", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/operators" });

  // The dashboard warns of the demo's two operators with a document due, and its link filters the list.
  await page.goto(`${ORIGIN}/admin/dashboard`);
  const alert = page
    .getByRole("list", { name: "Needs attention" })
    .getByRole("listitem")
    .filter({ hasText: "2 operators have a document expired or expiring within 30 days" });
  await alert.getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/admin\/operators\?documents=due$/);
  await expect(page.getByTestId("operator-count")).toHaveText("2 operators");
  await page.getByRole("button", { name: "Clear filters" }).click();

  // The seeded demo operators, in English at 390 px and on a desktop, for the screenshots.
  await expect(page.getByTestId("operator-card").first()).toBeVisible();
  await expect(page.getByTestId("operator-count")).toHaveText("4 operators");
  await shoot(page, "list-en-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId("operator-table")).toBeVisible();
  await shoot(page, "list-en-desktop");
  await page.getByRole("button", { name: "Open Taibah Pilgrim Transport" }).click();
  await expect(page.getByTestId("operator-detail")).toBeVisible();
  await shoot(page, "detail-en-desktop");
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.locator("#vehicle-1-plate")).toHaveValue("MDB 4520");
  await expect(page.getByLabel("Default price (SAR) for Family van")).toHaveValue("260");
  await page.setViewportSize({ width: 1280, height: 2600 });
  await shoot(page, "form-en-desktop");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Close" }).click();

  await context.addCookies([{ name: "lang", value: "ar", url: ORIGIN }]);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${ORIGIN}/admin/operators`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("operator-count")).toHaveText("4 مشغّلين");
  await shoot(page, "list-ar-360");

  await page.getByRole("button", { name: "مشغّل جديد" }).click();
  const sheet = page.getByTestId("operator-sheet");
  await sheet.getByRole("button", { name: "حفظ المشغّل" }).click();
  // The shared schema refuses an empty form in Arabic, before anything is sent.
  await expect(sheet.getByText("أدخل الاسم.")).toBeVisible();
  await expect(sheet.getByText("اختر مدينة واحدة على الأقل.")).toBeVisible();

  await sheet.locator("#operator-name").fill("نقل الحرمين");
  await sheet.locator("#operator-phone").fill("0509998877");
  await sheet.getByRole("checkbox", { name: "مكة المكرمة" }).check();
  await sheet.getByRole("checkbox", { name: "سيدان" }).check();
  await sheet.getByLabel("السعر الافتراضي (ريال) لفئة سيدان").fill("150");
  await sheet.getByRole("button", { name: "إضافة مركبة" }).click();
  await sheet.locator("#vehicle-0-plate").fill("abc 123");
  await sheet.locator("#vehicle-0-model").fill("Toyota Camry");
  await sheet.locator("#vehicle-0-seats").fill("4");
  await sheet.getByRole("button", { name: "إضافة مستند" }).click();
  await sheet.locator("#document-0-kind").selectOption("insurance");
  await sheet.locator("#document-0-expires").fill(dayFromToday(10));
  // A tall phone screen, so the screenshot shows the whole panel.
  await page.setViewportSize({ width: 360, height: 2200 });
  await shoot(page, "form-ar-360");
  await page.setViewportSize({ width: 360, height: 780 });
  await sheet.getByRole("button", { name: "حفظ المشغّل" }).click();

  await expect(sheet.getByTestId("operator-detail")).toBeVisible();
  await expect(sheet.getByText("ABC 123")).toBeVisible();
  await expect(sheet.getByTestId("document-expiring")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 2000 });
  await shoot(page, "detail-ar-360");
  await page.setViewportSize({ width: 360, height: 780 });
  await sheet.getByRole("button", { name: "إغلاق" }).click();

  await page.getByRole("searchbox", { name: "البحث في المشغّلين" }).fill("ABC 123");
  await page.getByRole("button", { name: "بحث" }).click();
  const card = page.getByTestId("operator-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("نقل الحرمين");
  await expect(card.getByTestId("document-expiring")).toHaveText("مستند قارب على الانتهاء");

  await card.getByRole("button", { name: "فتح نقل الحرمين" }).click();
  await sheet.getByRole("button", { name: "تعديل" }).click();
  await expect(sheet.locator("#vehicle-0-plate")).toHaveValue("ABC 123");
  await sheet.locator("#operator-name").fill("نقل الحرمين المحدودة");
  await sheet.getByRole("button", { name: "حفظ المشغّل" }).click();
  await expect(sheet.getByRole("heading", { name: "نقل الحرمين المحدودة" })).toBeVisible();
  await sheet.getByRole("button", { name: "إغلاق" }).click();
  await expect(card).toContainText("نقل الحرمين المحدودة");

  // Suspend with a note (confirmed), then delete it (it never had a job), each after a confirmation.
  await card.getByRole("button", { name: "فتح نقل الحرمين المحدودة" }).click();
  await sheet.getByRole("button", { name: "إيقاف" }).click();
  const confirm = page.getByRole("dialog", { name: "إيقاف نقل الحرمين المحدودة؟" });
  await confirm.getByLabel("ملاحظة (تُحفظ في سجل التدقيق)").fill("التأمين قيد التجديد");
  await confirm.getByRole("button", { name: "إيقاف" }).click();
  await expect(sheet.getByRole("button", { name: "إعادة التفعيل" })).toBeVisible();
  await sheet.getByRole("button", { name: "إغلاق" }).click();
  await expect(card).toContainText("موقوف");
  await card.getByRole("button", { name: "فتح نقل الحرمين المحدودة" }).click();
  await sheet.getByRole("button", { name: "حذف المشغّل" }).click();
  await page.getByRole("dialog", { name: "حذف نقل الحرمين المحدودة؟" }).getByRole("button", { name: "حذف المشغّل" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText("لا يوجد مشغّل يطابق عوامل التصفية هذه.")).toBeVisible();

  await page.getByRole("button", { name: "مسح عوامل التصفية" }).click();
  await page.getByLabel("المستندات").selectOption("due");
  await expect(page.getByTestId("operator-count")).toHaveText("مشغّلان");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "list-ar-390-due");
  expect(errors).toEqual([]);
});
