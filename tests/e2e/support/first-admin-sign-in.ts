import { expect, type Page } from "@playwright/test";
import { stepAt, totpForStep } from "../../../src/server/platform/auth/totp";
import { solveAltcha } from "./altcha";

/**
 * The first sign-in of a fresh admin on a spec's own server: password and captcha, then the
 * required two-factor enrolment, ending on `next` (default the dashboard).
 */
export async function firstAdminSignIn(page: Page, options: { base: string; email: string; password: string; next?: string }): Promise<void> {
  const next = options.next ?? "/admin/dashboard";
  await page.goto(`${options.base}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByRole("textbox", { name: /Email/ }).fill(options.email);
  await page.locator("#password").fill(options.password);
  await solveAltcha(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/mfa-setup/);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code" }).fill(totpForStep(secret, stepAt(new Date())));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  // Confirming hashes ten backup codes: slow on a loaded machine.
  await expect(page.getByTestId("backup-code")).toHaveCount(10, { timeout: 30_000 });
  await page.getByLabel("I have stored these codes safely").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL((url) => url.pathname === next);
}
