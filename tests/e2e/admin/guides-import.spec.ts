import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * /admin/guides/import: the example CSV passes a dry run (nothing changes), then is imported
 * after a confirmation, and the guide is in the admin's hands as a draft (not on the public list).
 * On a server of its own: the first admin enrols MFA, and the import changes the guides.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".e2e-data/guides-import";
const ADMIN = { email: "admin@rihla.local", password: "e2e-guides-import-password-1234" };
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

test("staff check a CSV with a dry run, then import it", async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/guides/import" });
  await expect(page.getByRole("heading", { name: "Import guides", level: 1 })).toBeVisible();
  await expect(page.getByText(/at most 500 guides and 5 MB per upload/)).toBeVisible();
  await expectNoAxeViolations(page);

  const csv = readFileSync("public/examples/guides-import.csv");
  await page.getByLabel(/Files to import/).setInputFiles({ name: "guides.csv", mimeType: "text/csv", buffer: csv });
  await page.getByRole("button", { name: "Check the files (dry run)" }).click();
  await expect(page.getByText("Dry run: 1 to create, 0 to update, 0 with errors. Nothing has changed yet.")).toBeVisible();
  await expect(page.getByTestId("import-row")).toContainText("umrah-checklist");

  await page.getByRole("button", { name: "Import 1 guide…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Imported: 1 created, 0 updated, 0 skipped with errors.")).toBeVisible();

  // The same file again is an update of the same slug.
  await page.getByRole("button", { name: "Check the files (dry run)" }).click();
  await expect(page.getByText("Dry run: 0 to create, 1 to update, 0 with errors. Nothing has changed yet.")).toBeVisible();

  // Over 5 MB is refused here, before sending: the server would refuse it unread and close.
  await page.getByLabel(/Files to import/).setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(6 * 1024 * 1024, "a") });
  await expect(page.getByText("These files come to 6.0 MB: at most 5 MB per upload. Split them into smaller uploads.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check the files (dry run)" })).toBeDisabled();
  expect(errors).toEqual([]);
});
