import { expect, test, type Page } from "@playwright/test";
import { watchConsole } from "../support/page-checks";
import { dayAhead, openBookingForm, pickTime, TEXTS } from "./book-support";

/*
 * Each product kind's first step on a 360 px phone (issue "Bookings as pilgrims and dispatchers
 * found them", items 1 and 2): the lists offer only the places the chosen service serves; a
 * transfer asks From and To and offers the return; a ziyarat tour asks its start place and lists
 * its stops; an hourly hire asks its start place, hours (with the minimum) and an optional plan;
 * neither of the last two has a To or a return. The price of step 2 is the route's.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const optionValues = (page: Page, select: string) =>
  page.locator(`${select} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/routes-shots/${name}.png`, fullPage: true });

test("a transfer offers only the places its routes serve, and the return trip", async ({ page }) => {
  const errors = watchConsole(page);
  await openBookingForm(page, "/book?product=jeddah-airport-to-makkah");
  await expect(page.getByText("Only the places this service serves are listed.")).toBeVisible();
  const from = await optionValues(page, "#leg-0-from");
  expect(from).toEqual(expect.arrayContaining(["jed-terminal-1", "jed-north-terminal", "jed-hajj-terminal", "makkah-ajyad", "address:makkah"]));
  expect(from).not.toContain("madinah-markaziyah");
  expect(from).not.toContain("med-airport");
  await page.locator("#leg-0-from").selectOption("jed-terminal-1");
  // From Jeddah airport this service goes to Makkah only: no Madinah (it was priced SAR 250 there).
  const to = await optionValues(page, "#leg-0-to");
  expect(to).toContain("makkah-haram-central");
  expect(to).toContain("address:makkah");
  expect(to.filter((value) => value.startsWith("madinah") || value.startsWith("jed"))).toEqual([]);
  await page.locator("#leg-0-to").selectOption("address:makkah");
  await expect(page.getByLabel("Drop-off address in Makkah")).toBeVisible();
  await page.getByLabel("Drop-off address in Makkah").fill("Hilton Suites, Jabal Omar");
  await expect(page.getByRole("button", { name: TEXTS.en.addReturn })).toBeVisible();
  await page.locator("#leg-0-date").fill(dayAhead(4));
  await pickTime(page, 0, "14:30");
  await page.locator("#leg-0-flight").fill("SV 1234");
  await shot(page, "transfer-360-en");
  await page.getByRole("button", { name: TEXTS.en.next }).click();
  await expect(page.locator("#vehicle-sedan")).toBeVisible();
  await expect(page.locator("label[for='vehicle-sedan'], #vehicle-sedan >> xpath=ancestor::label").first()).toContainText("250");

  // Another service: its own places (Makkah ↔ Madinah), and a choice it does not serve is cleared.
  await page.getByRole("button", { name: "Back" }).click();
  await page.locator("#booking-product").selectOption("makkah-to-madinah");
  await expect(page.locator("#leg-0-from")).toHaveValue("");
  const intercity = await optionValues(page, "#leg-0-from");
  expect(intercity).toEqual(expect.arrayContaining(["makkah-ajyad", "madinah-quba", "address:madinah"]));
  expect(intercity).not.toContain("jed-terminal-1");
  expect(errors).toEqual([]);
});

test("a ziyarat tour asks for its start place and time, lists its stops, and has no To or return", async ({ page }) => {
  await openBookingForm(page, "/book?product=makkah-ziyarat-tour");
  await expect(page.getByLabel("Start place")).toBeVisible();
  await expect(page.locator("#leg-0-to")).toHaveCount(0);
  await expect(page.getByRole("button", { name: TEXTS.en.addReturn })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add another trip" })).toHaveCount(0);
  await expect(page.getByText("Start date and time")).toBeVisible();
  const stops = page.getByRole("list", { name: "Stops on this tour" }).getByRole("listitem");
  await expect(stops).toHaveText(["Jabal al-Nour (Cave of Hira)", "Jabal Thawr", "Mina and the Jamarat", "Muzdalifah", "Arafat and Jabal al-Rahmah"]);
  const start = await optionValues(page, "#leg-0-from");
  expect(start.filter((value) => value !== "")).toEqual([
    "makkah-haram-central",
    "makkah-ajyad",
    "makkah-misfalah",
    "makkah-jarwal",
    "makkah-aziziyah",
    "makkah-kudai",
    "address:makkah",
  ]);
  await page.locator("#leg-0-from").selectOption("makkah-aziziyah");
  await page.locator("#leg-0-date").fill(dayAhead(5));
  await pickTime(page, 0, "07:00");
  await shot(page, "tour-360-en");
  await page.getByRole("button", { name: TEXTS.en.next }).click();
  await expect(page.locator("#vehicle-sedan >> xpath=ancestor::label").first()).toContainText("200");
});

test("an hourly hire asks for its start place, hours with the minimum and an optional plan, in Arabic too", async ({ page }) => {
  await openBookingForm(page, "/ar/book?product=hourly-driver");
  await expect(page.getByLabel("مكان الانطلاق")).toBeVisible();
  await expect(page.locator("#leg-0-to")).toHaveCount(0);
  await expect(page.getByRole("button", { name: TEXTS.ar.addReturn })).toHaveCount(0);
  await expect(page.getByText("3 ساعات على الأقل.", { exact: false })).toBeVisible();
  const start = await optionValues(page, "#leg-0-from");
  expect(start).toEqual(expect.arrayContaining(["makkah-ajyad", "madinah-quba", "jeddah-city", "address:jeddah"]));
  expect(start.filter((value) => value.startsWith("jed-") || value === "med-airport" || value.includes("taif"))).toEqual([]);
  await page.locator("#leg-0-from").selectOption("address:jeddah");
  await page.getByLabel("عنوان الانطلاق في جدة").fill("فندق الحمراء، الكورنيش");
  await page.locator("#leg-0-date").fill(dayAhead(6));
  await pickTime(page, 0, "16:00");
  await page.locator("#leg-0-hours").fill("5");
  await page.getByLabel("خطتك (اختياري)").fill("الكورنيش ثم البلد");
  await shot(page, "hourly-360-ar");
  await page.getByRole("button", { name: TEXTS.ar.next }).click();
  // 5 hours × SAR 90.
  await expect(page.locator("#vehicle-sedan >> xpath=ancestor::label").first()).toContainText("450");
});
