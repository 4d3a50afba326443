import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/page-checks";
import { choosePartyAndContact, dayAhead, fillTwoLegTrip, openBookingForm, pickTime, TEXTS } from "./book-support";

/*
 * The booking form's first step on a 360 px phone: a refused "Next" takes the visitor to the first
 * field in trouble and says how many there are; a pickup between midnight and 5 am is asked about
 * once; the time shows in full with "Makkah time" beside it.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const inView = (selector: string) => async (page: Page) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test("Next with errors focuses and shows the first invalid field, and announces the count", async ({ page }) => {
  await openBookingForm(page, "/book?product=jeddah-airport-to-makkah");
  await page.locator("#leg-0-from").selectOption("jed-terminal-1");
  await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Next" }).click();
  // Missing: the destination, and the date and time (one message for both).
  await expect(page.locator("#leg-0-to")).toBeFocused();
  expect(await inView("#leg-0-to")(page)).toBe(true);
  await expect(page.getByRole("alert").filter({ hasText: "need your attention" })).toHaveText("2 fields above need your attention.");
  await expect(page.locator("[data-field-error]")).toHaveCount(2);

  // In Arabic, with the dual.
  await page.evaluate(() => sessionStorage.clear());
  await openBookingForm(page, "/ar/book?product=jeddah-airport-to-makkah");
  await page.locator("#leg-0-from").selectOption("makkah-ajyad");
  await page.locator("#leg-0-to").selectOption("jed-terminal-1");
  await page.getByRole("button", { name: "التالي" }).click();
  await expect(page.locator("#leg-0-date")).toBeFocused();
  await expect(page.getByText("حقل واحد أعلاه يحتاج إلى انتباهك.")).toBeVisible();
});

test("a pickup between midnight and 5 am asks once whether it is at night", async ({ page }) => {
  await openBookingForm(page, "/book?product=jeddah-airport-to-makkah");
  await page.locator("#leg-0-from").selectOption("makkah-ajyad");
  await page.locator("#leg-0-to").selectOption("jed-terminal-1");
  await page.locator("#leg-0-date").fill(dayAhead(5));
  await pickTime(page, 0, "02:30");
  // The whole time, in the page's language, with "Makkah time" beside it.
  await expect(page.locator("#leg-0-period")).toHaveValue("am");
  await expect(page.locator("#leg-0-makkah")).toHaveText("Makkah time");
  const question = page.getByRole("group", { name: /2:30 am is at night: the night between/ });
  await expect(question).toBeVisible();
  // Not answered: Next stays on the trip and takes the visitor to the question.
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(question).toBeFocused();
  await expect(page.getByRole("heading", { name: "Trip 1" })).toBeVisible();
  await question.getByRole("button", { name: "Yes, at night" }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("#count-adults")).toBeVisible();
  // Asked once: back on the trip, the same night time is not asked again.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.locator("#leg-0-hour")).toHaveValue("2");
  await expect(page.getByText(/is at night/)).toHaveCount(0);
  // A daytime pickup is never asked about; "No" takes the visitor to the hour.
  await pickTime(page, 0, "03:00");
  await page.getByRole("button", { name: "No, change the time" }).click();
  await expect(page.locator("#leg-0-hour")).toBeFocused();
  await pickTime(page, 0, "09:00");
  await expect(page.getByText(/is at night/)).toHaveCount(0);
});

test("sending from the review with a field gone wrong goes to that field's step and focuses it", async ({ page }) => {
  test.setTimeout(60_000);
  await openBookingForm(page, "/book?product=jeddah-airport-to-makkah");
  await fillTwoLegTrip(page, "en");
  await choosePartyAndContact(page, "en", { name: "Aisha Rahman", phone: "0501234567" });
  // The tab's draft loses the name (as an older draft might), and the page is reloaded on the review.
  await page.evaluate(() => {
    const draft = JSON.parse(sessionStorage.getItem("rihla.booking-draft") ?? "{}");
    draft.values.contact.name = "";
    sessionStorage.setItem("rihla.booking-draft", JSON.stringify(draft));
  });
  await page.reload();
  await page.getByRole("button", { name: TEXTS.en.submit }).click();
  await expect(page.locator("#contact-name")).toBeFocused();
  await expect(page.getByText("1 field above needs your attention.")).toBeVisible();
});
