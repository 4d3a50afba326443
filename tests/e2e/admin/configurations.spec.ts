import { expect, test } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * /admin/configurations end to end, on a server of its own (a fresh data folder and admin), so
 * enrolling this admin's MFA never races the staff-flows spec on the shared server: an admin
 * changes the WhatsApp number and the public Quick Tools bar and footer show it; a stored secret
 * never comes back to the page; a browser error report appears grouped on the error logs and is resolved; the system
 * dashboard's figures move while a load runs.
 */
const PORT = Number(process.env.E2E_OPERATIONS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/operations";
const ADMIN = { email: "admin@rihla.local", password: "e2e-operations-password-1234" };
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

test("an admin changes the WhatsApp number and the public Quick Tools bar and footer show it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password });

  await test.step("the configurations page is in the navigation and passes axe", async () => {
    await page.getByRole("link", { name: "Configurations" }).click();
    await expect(page.getByRole("heading", { name: "Configurations", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  /** One of the page's forms, by its save button; saving waits for the server's 200. */
  const formWith = (button: string) => page.locator("form").filter({ has: page.getByRole("button", { name: button }) });
  const saveForm = async (button: string) => {
    const saved = page.waitForResponse((r) => r.request().method() !== "GET" && r.url().includes("/api/admin/") && r.status() === 200);
    await formWith(button).getByRole("button", { name: button }).click();
    await saved;
  };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${ORIGIN}/`);
  const footerWhatsapp = visitor.locator("footer").locator('a[href^="https://wa.me/"]');
  await expect(footerWhatsapp).not.toHaveAttribute("href", /966511112222/);

  await test.step("a bad number is refused next to the field", async () => {
    await page.getByLabel("WhatsApp number").fill("0500");
    await page.getByRole("button", { name: "Save company profile" }).click();
    await expect(page.locator("#company-whatsapp-error")).toBeVisible();
  });

  await test.step("the new number is saved", async () => {
    await page.getByLabel("WhatsApp number").fill("+966511112222");
    await page.getByRole("button", { name: "Save company profile" }).click();
    await expect(page.getByText("Public pages show the new details within a few seconds.").first()).toBeVisible();
  });

  await test.step("public pages show it at once (the page cache was emptied)", async () => {
    await visitor.goto(`${ORIGIN}/`);
    await expect(footerWhatsapp).toHaveAttribute("href", "https://wa.me/966511112222");
    await expect(visitor.getByRole("complementary").locator('a[href^="https://wa.me/966511112222"]')).toHaveCount(1);
  });

  await test.step("a logo set here replaces the built-in mark in the public header, and can be taken away again", async () => {
    await page.getByRole("button", { name: "Choose from files" }).click();
    await expect(page.getByRole("dialog", { name: "Choose a file" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByLabel("Logo address").fill("/favicon.svg");
    await expect(page.getByTestId("logo-preview").locator("img")).toHaveAttribute("src", "/favicon.svg");
    await page.getByRole("button", { name: "Save company profile" }).click();
    await expect(page.getByText("Public pages show the new details within a few seconds.").first()).toBeVisible();
    await visitor.goto(`${ORIGIN}/`);
    await expect(visitor.locator("header").locator('img[src="/favicon.svg"]')).toBeVisible();
    await page.getByRole("button", { name: "Use the built-in mark" }).click();
    await page.getByRole("button", { name: "Save company profile" }).click();
    await expect(page.getByLabel("Logo address")).toHaveValue("");
    await expect.poll(async () => (await (await fetch(`${ORIGIN}/`)).text()).includes('src="/favicon.svg"')).toBe(false);
  });

  await test.step("the booking lead time set here is the one /book states and checks", async () => {
    await visitor.goto(`${ORIGIN}/book`);
    await expect(visitor.getByText("Makkah time (GMT+3), at least 6 hours from now.")).toBeVisible();
    await page.getByLabel("Booking lead time (hours)").fill("12");
    await saveForm("Save site settings");
    await visitor.goto(`${ORIGIN}/book`);
    await expect(visitor.getByText("Makkah time (GMT+3), at least 12 hours from now.")).toBeVisible();
    await visitor.goto(`${ORIGIN}/ar/book`);
    await expect(visitor.getByText("بتوقيت مكة المكرمة (GMT+3)، بعد 12 ساعة على الأقل من الآن.")).toBeVisible();
  });

  await test.step("the dispatch settings: an out-of-range value is refused next to its field, a good one is kept", async () => {
    const confirmWithin = page.getByLabel("Operator must confirm within (minutes)");
    const startLink = page.getByLabel("Start link (hours before pickup)");
    await expect(confirmWithin).toHaveValue("30");
    await expect(startLink).toHaveValue("2");
    await confirmWithin.fill("2");
    await page.getByRole("button", { name: "Save site settings" }).click();
    await expect(page.locator("#site-dispatch-confirm-within-error")).toBeVisible();
    await page.screenshot({ path: "/tmp/dispatch-core-configurations-desktop.png", fullPage: true });
    await confirmWithin.fill("45");
    await startLink.fill("3");
    await saveForm("Save site settings");
    await page.reload();
    await expect(page.getByLabel("Operator must confirm within (minutes)")).toHaveValue("45");
    await expect(page.getByLabel("Start link (hours before pickup)")).toHaveValue("3");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByLabel("Start link (hours before pickup)").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/dispatch-core-configurations-360.png" });
    // The same fields in Arabic (the back office's language is a cookie).
    await page.context().addCookies([{ name: "lang", value: "ar", url: ORIGIN }]);
    await page.reload();
    await expect(page.getByLabel("مهلة تأكيد المشغّل (بالدقائق)")).toHaveValue("45");
    await page.getByLabel("رابط البدء (بالساعات قبل الانطلاق)").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/dispatch-core-configurations-360-ar.png" });
    await page.context().clearCookies({ name: "lang" });
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("the converter offers exactly the spec's eight currencies; a suggested one added here joins them", async () => {
    const spec = ["USD", "EUR", "GBP", "SAR", "AED", "JPY", "CNY", "INR"];
    const currencies = async () => ((await (await fetch(`${ORIGIN}/api/quick-tools/options`)).json()) as { currencies: string[] }).currencies;
    expect(await currencies()).toEqual(spec);
    await expect(page.getByLabel("More currencies for the converter")).toHaveValue("");
    await page.getByRole("button", { name: "Add PKR to the converter" }).click();
    await expect(page.getByLabel("More currencies for the converter")).toHaveValue("PKR");
    await expect(page.getByRole("button", { name: "Add PKR to the converter" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add BDT to the converter" })).toBeVisible();
    await saveForm("Save site settings");
    await expect.poll(currencies).toEqual([...spec, "PKR"]);
  });

  await test.step("Arabic only: English addresses go to their Arabic twins, with no language switch or hreflang; both again after", async () => {
    const site = formWith("Save site settings");
    const saveSite = () => saveForm("Save site settings");
    await visitor.goto(`${ORIGIN}/services`);
    await expect(visitor.locator("header").getByRole("link", { name: "اقرأ هذه الصفحة بالعربية" })).toBeVisible();
    await site.getByRole("checkbox", { name: "English" }).uncheck();
    await site.getByRole("checkbox", { name: "العربية" }).uncheck();
    await site.getByRole("button", { name: "Save site settings" }).click();
    await expect(site.getByText("Choose at least one language.")).toBeVisible();
    await site.getByRole("checkbox", { name: "العربية" }).check();
    await saveSite();

    await visitor.goto(`${ORIGIN}/services?from=e2e`);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe("/ar/services?from=e2e");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ar");
    await expect(visitor.locator("header a[hreflang]")).toHaveCount(0);
    await expect(visitor.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(visitor.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/services$/);

    await site.getByRole("checkbox", { name: "English" }).check();
    await saveSite();
    await visitor.goto(`${ORIGIN}/services`);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
    await expect(visitor.locator('head link[rel="alternate"][hreflang]')).toHaveCount(3);
  });

  await test.step("online booking switched off: no public page links to /book, which answers 404; WhatsApp takes bookings", async () => {
    const flags = formWith("Save feature flags");
    const saveFlags = () => saveForm("Save feature flags");
    await flags.getByLabel(/Online booking/).uncheck();
    await saveFlags();
    for (const path of ["/", "/services", "/ar", "/ar/services"]) {
      await visitor.goto(`${ORIGIN}${path}`);
      await expect(visitor.locator("main")).toBeVisible();
      // "Find my booking" (/booking-info) stays: customers still look up the bookings they have.
      expect(await visitor.locator('a[href*="/book"]:not([href*="/booking-info"])').count(), path).toBe(0);
    }
    await visitor.goto(`${ORIGIN}/`);
    await expect(
      visitor
        .locator("main")
        .getByRole("link", { name: /Book on WhatsApp/ })
        .first(),
    ).toBeVisible();
    expect((await visitor.request.get(`${ORIGIN}/book`)).status()).toBe(404);
    await flags.getByLabel(/Online booking/).check();
    await saveFlags();
    await visitor.goto(`${ORIGIN}/services`);
    await expect(visitor.locator('main a[href*="/book?product="]').first()).toBeVisible();
  });

  await test.step("the roadmap: an item is added, then edited in place, and its history says so", async () => {
    await page.goto(`${ORIGIN}/admin/roadmap`);
    const create = page.getByRole("form", { name: "New item" });
    await create.getByLabel("Title").fill("Driver app offline mode");
    await create.getByRole("button", { name: "Add to the roadmap" }).click();
    const card = page.getByTestId("roadmap-card").filter({ hasText: "Driver app offline mode" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Edit" }).click();
    const edit = card.getByRole("form", { name: "Edit “Driver app offline mode”" });
    await edit.getByLabel("Title").fill("Driver app works offline");
    await edit.getByLabel("Priority").selectOption("1");
    await edit.getByRole("button", { name: "Save changes" }).click();
    const edited = page.getByTestId("roadmap-card").filter({ hasText: "Driver app works offline" });
    await expect(edited).toBeVisible();
    await expect(page.getByTestId("roadmap-card").filter({ hasText: "Driver app offline mode" })).toHaveCount(0);
    await edited.getByRole("button", { name: "History" }).click();
    await expect(edited.getByText("Edited")).toBeVisible();
    await page.goto(`${ORIGIN}/admin/configurations`);
    await expect(page.getByRole("heading", { name: "Configurations", level: 1 })).toBeVisible();
  });

  await test.step("a stored SMTP password never comes back to the page", async () => {
    const smtp = page.getByRole("region", { name: "Email (SMTP)" });
    await smtp.getByLabel("SMTP address").fill("smtp://mailer:Very-Secret-Pass-42@127.0.0.1:9");
    await smtp.getByRole("button", { name: "Save", exact: true }).click();
    await expect(smtp.getByText("Configured")).toBeVisible();
    await page.reload();
    await expect(smtp.getByText(/Stored: smtp•+\.1:9/)).toBeVisible();
    expect(await page.content()).not.toContain("Very-Secret-Pass-42");
    await smtp.getByRole("button", { name: "Test connection" }).click();
    await expect(smtp.getByRole("status")).toContainText("Not working.");
  });

  await test.step("error logs: a browser report shows grouped, with its page and browser, and can be resolved", async () => {
    for (const n of [1, 2]) {
      const res = await fetch(`${ORIGIN}/api/errors`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36",
        },
        body: JSON.stringify({ message: `Price table failed at row ${n}`, where: "page", url: "/services" }),
      });
      expect(res.status).toBe(201);
    }
    await page.getByRole("link", { name: "Error logs" }).click();
    const group = page.getByTestId("error-group").filter({ hasText: "Price table failed" });
    await expect(group).toContainText("Chrome 131 · Android (2)");
    await expect(group).toContainText("/services");
    await expectNoAxeViolations(page);
    await group.getByRole("button", { name: "Mark resolved" }).click();
    await expect(group).toHaveCount(0);
    await page.getByLabel("Status").selectOption("resolved");
    await expect(page.getByTestId("error-group").filter({ hasText: "Price table failed" })).toContainText("Resolved by");
  });

  await test.step("error logs: a browser stack in the built scripts is shown mapped to the source files", async () => {
    // A frame at a real place in the running build's client entry, as a browser would report it.
    const html = await (await fetch(`${ORIGIN}/`)).text();
    const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(entry, "the page names its client entry").toBeTruthy();
    const code = await (await fetch(`${ORIGIN}${entry}`)).text();
    const at = code.indexOf("document.documentElement.lang");
    expect(at).toBeGreaterThan(0);
    const lines = code.slice(0, at).split("\n");
    const frame = `${ORIGIN}${entry}:${lines.length}:${(lines.at(-1) ?? "").length + 1}`;
    const res = await fetch(`${ORIGIN}/api/errors`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Hydration language lookup failed", stack: `TypeError: x\n    at hydrate (${frame})`, where: "page", url: "/" }),
    });
    expect(res.status).toBe(201);
    await page.goto(`${ORIGIN}/admin/error-logs`);
    const group = page.getByTestId("error-group").filter({ hasText: "Hydration language lookup failed" });
    const mapped = group.getByTestId("mapped-stack");
    await mapped.getByText("Stack trace, mapped to the source files").click();
    await expect(mapped.locator("pre")).toContainText("src/web/entry.client.tsx:");
    // The maps themselves are not public.
    expect((await fetch(`${ORIGIN}${entry}.map`)).status).toBe(404);
  });

  await test.step("staff abroad may show times in their device's zone (named), and go back to Makkah time", async () => {
    const abroad = await browser.newContext({ storageState: await page.context().storageState(), timezoneId: "Asia/Karachi" });
    const staff = await abroad.newPage();
    await staff.goto(`${ORIGIN}/admin/error-logs`);
    const group = staff.getByTestId("error-group").filter({ hasText: "Hydration language lookup failed" });
    await expect(group).toBeVisible();
    await expect(group).not.toContainText("GMT+5");
    await staff.locator("header details > summary").click();
    await staff.getByRole("radio", { name: "This device's time (Asia/Karachi)" }).check();
    await expect(group).toContainText("GMT+5");
    await staff.reload();
    await expect(staff.getByTestId("error-group").filter({ hasText: "Hydration language lookup failed" })).toContainText("GMT+5");
    await staff.locator("header details > summary").click();
    await staff.getByRole("radio", { name: "Makkah time" }).check();
    await expect(staff.getByTestId("error-group").filter({ hasText: "Hydration language lookup failed" })).not.toContainText("GMT+5");
    await abroad.close();
  });

  await test.step("the system dashboard's figures move while a load runs", async () => {
    await page.getByRole("link", { name: "System" }).click();
    await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
    const rate = page.getByTestId("request-rate");
    await expect(rate).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await rate.innerText();
    const load = Promise.all(Array.from({ length: 300 }, () => fetch(`${ORIGIN}/api/ready`).then((r) => r.text())));
    await load;
    await expect(rate).not.toHaveText(before, { timeout: 10_000 });
    await expect(page.getByRole("figure", { name: "Requests per second" }).locator("canvas")).toHaveCount(1);
  });

  await test.step("the database page reads the running PGlite and says what it cannot show", async () => {
    await page.getByRole("link", { name: "Database" }).click();
    await expect(page.getByRole("heading", { name: "Database", level: 1 })).toBeVisible();
    // Size, exact row count (the 8 seeded posts), and no scan figures on PGlite.
    await expect(page.getByRole("row", { name: /^blog_posts [\d.,]+ KB 8 — —$/ })).toBeVisible();
    await expect(page.getByTestId("db-limitations")).toContainText("PGlite");
    await expectNoAxeViolations(page);
  });
  expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
});
