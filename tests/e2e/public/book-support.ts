import { expect, type Page } from "@playwright/test";

/** A day `daysAhead` from now, as the date picker takes it (far enough ahead for any lead time). */
export const dayAhead = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

export const TEXTS = {
  en: { next: "Next", submit: "Send booking request", addReturn: "Add the return trip", open: "Open my booking", sendLink: "Send me the link" },
  ar: { next: "التالي", submit: "أرسل طلب الحجز", addReturn: "أضف رحلة العودة", open: "افتح حجزي", sendLink: "أرسل لي الرابط" },
} as const;

/** The form is live once its draft has been read after hydration (data-ready). */
export async function openBookingForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("form[data-ready]")).toBeVisible();
}

/** The pickup time through the form's hour, minute and AM/PM selects ("14:30" → 2, 30, PM). */
export async function pickTime(page: Page, leg: number, time: string): Promise<void> {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  await page.locator(`#leg-${leg}-hour`).selectOption(String(hours % 12 === 0 ? 12 : hours % 12));
  await page.locator(`#leg-${leg}-minute`).selectOption(String(minutes).padStart(2, "0"));
  await page.locator(`#leg-${leg}-period`).selectOption(hours < 12 ? "am" : "pm");
}

/** Step 1: from Jeddah airport (with a flight) to a Makkah hotel area, and back a week later. */
export async function fillTwoLegTrip(page: Page, language: "en" | "ar"): Promise<void> {
  await page.locator("#leg-0-from").selectOption("jed-terminal-1");
  await page.locator("#leg-0-to").selectOption("makkah-ajyad");
  await page.locator("#leg-0-date").fill(dayAhead(3));
  await pickTime(page, 0, "14:30");
  await page.locator("#leg-0-flight").fill("sv 1234");
  await page.getByRole("button", { name: TEXTS[language].addReturn }).click();
  await expect(page.locator("#leg-1-from")).toHaveValue("makkah-ajyad");
  await expect(page.locator("#leg-1-to")).toHaveValue("jed-terminal-1");
  await page.locator("#leg-1-date").fill(dayAhead(10));
  await pickTime(page, 1, "09:00");
}

/** The self-hosted captcha: one click, then its proof of work. */
export async function solveCaptcha(page: Page): Promise<void> {
  // The widget starts by itself when the form is first used (auto mode): tick its box only while
  // it is idle (a tick while it verifies, or once verified, would undo it), until it is verified.
  const widget = page.locator("altcha-widget .altcha");
  await expect
    .poll(
      async () => {
        const state = await widget.getAttribute("data-state");
        if (state !== "verified" && state !== "verifying") await page.locator("altcha-widget label").click();
        return state;
      },
      { timeout: 45_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe("verified");
}

/** Steps 2 and 3: a family van for two adults and three bags, then the contact. Leaves the form on step 4. */
export async function choosePartyAndContact(page: Page, language: "en" | "ar", contact: { name: string; phone: string; country?: string }): Promise<void> {
  await page.getByRole("button", { name: TEXTS[language].next }).click();
  await page.locator("#count-adults").focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("#count-adults")).toHaveAttribute("aria-valuenow", "2");
  await page.locator("#count-bags").focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("#count-bags")).toHaveAttribute("aria-valuenow", "3");
  // Prices come from the server for this trip: the sedan (2 bags) no longer fits 3 bags.
  await expect(page.locator("#vehicle-van")).toBeVisible();
  await expect(page.locator("#vehicle-sedan")).toHaveCount(0);
  await page.locator("#vehicle-van").check();
  await page.getByRole("button", { name: TEXTS[language].next }).click();
  await page.locator("#contact-name").fill(contact.name);
  if (contact.country) await page.locator("#contact-country").selectOption(contact.country);
  await page.locator("#contact-phone").fill(contact.phone);
  await page.getByRole("button", { name: TEXTS[language].next }).click();
  await expect(page.getByRole("button", { name: TEXTS[language].submit })).toBeVisible();
}
