import { expect, test } from "@playwright/test";
import { E2E_BAD_CONFIG_PORT } from "../../../playwright.config";

/** A server started with CAPTCHA_PROVIDER=hcaptcha and a site key that is not a UUID. */
test("an invalid public configuration replaces the page with the Configuration Error screen", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  await page.goto(`http://127.0.0.1:${E2E_BAD_CONFIG_PORT}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuration Error");
  await expect(page.getByText("The application is not properly configured")).toBeVisible();
  await expect(page.locator("header")).toHaveCount(0);
  const details = page.getByText("captchaSiteKey: captcha site key must be a UUID of at least 36 characters");
  await expect(details).toBeHidden();
  await page.getByText("Technical details").click();
  await expect(details).toBeVisible();
  // Thrown as the spec's error (and caught for this screen), not only logged as text.
  await expect.poll(() => consoleErrors.join("\n")).toContain("ConfigurationInvalidError: Application configuration invalid. Check console for details.");
});
