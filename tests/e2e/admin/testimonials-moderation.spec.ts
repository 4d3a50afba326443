import { expect, test, type Page } from "@playwright/test";
import { solveAltcha } from "../support/altcha";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * A review written on the public page appears there only after staff approve it, with the reply
 * staff wrote under it. On a server of its own (a fresh admin enrols MFA; the reviews it adds
 * must not show up in other specs' pages).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/testimonials";
const ADMIN = { email: "admin@rihla.local", password: "e2e-testimonials-password-1234" };
const REVIEW = { name: "Ibrahim Moderated", text: "Our driver met us at the Hajj terminal at three in the morning, with water." };
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

async function writeReview(visitor: Page) {
  await visitor.goto(`${ORIGIN}/testimonials`);
  await visitor.getByRole("button", { name: "Write a review" }).click();
  const form = visitor.getByTestId("testimonial-form");
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await form.getByLabel("Your name").fill(REVIEW.name);
  await form.getByLabel(/^Country/).selectOption({ label: "Egypt" });
  await form.locator("label").filter({ hasText: "Rated 5 stars out of 5" }).click();
  await expect(form.getByRole("radio", { name: "Rated 5 stars out of 5" })).toBeChecked();
  await form.getByLabel(/^Your review/).fill(REVIEW.text);
  await solveAltcha(visitor);
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(visitor.getByTestId("testimonial-sent")).toContainText("Thank you for your review");
}

test("a review submitted publicly appears only after approval, with the staff reply", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const visitor = await (await browser.newContext()).newPage();

  await test.step("a visitor writes a review and sees the confirmation", async () => {
    await writeReview(visitor);
    await expectNoAxeViolations(visitor);
  });

  await test.step("it is not on the public page while it waits", async () => {
    await visitor.goto(`${ORIGIN}/testimonials`);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByText(REVIEW.text)).toHaveCount(0);
  });

  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/testimonials" });

  await test.step("staff find it in the queue, reply and approve it", async () => {
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    const card = page.getByTestId("moderation-card").filter({ hasText: REVIEW.name });
    await expect(card).toContainText("Waiting");
    await expect(card).toContainText("Egypt");
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Reply publicly" }).click();
    await card.getByLabel("Public reply, shown under the review").fill("Thank you, Ibrahim. Safe travels!");
    await card.getByRole("button", { name: "Save the reply" }).click();
    await expect(card).toContainText("Our reply: Thank you, Ibrahim.");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("moderation-card").filter({ hasText: REVIEW.name })).toHaveCount(0);
    await page.getByRole("link", { name: /^Approved/ }).click();
    await expect(page.getByTestId("moderation-card").filter({ hasText: REVIEW.name })).toContainText("Approved");
  });

  await test.step("now the public page shows it, with the reply", async () => {
    await visitor.goto(`${ORIGIN}/testimonials`);
    const review = visitor.locator("main figure").filter({ hasText: REVIEW.text });
    await expect(review).toBeVisible();
    await expect(review).toContainText(REVIEW.name);
    await expect(review.getByTestId("review-reply")).toContainText("Thank you, Ibrahim. Safe travels!");
    // One unverified review changes nothing in the public rating.
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).not.toContain("AggregateRating");
  });
  expect(errors).toEqual([]);
});
