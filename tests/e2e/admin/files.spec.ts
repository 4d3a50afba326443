import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { responsiveImage } from "../../../src/shared/files/image-url";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * The file repository end to end, on a server of its own (a fresh data folder and admin): two
 * images uploaded at once, each with its progress, shown in the grid and the list; one becomes a
 * product's image and the public services page serves it with its WebP variants in srcset.
 */
const PORT = Number(process.env.E2E_FILES_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-files-password-1234" };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.skip(({ isMobile }) => isMobile, "stateful flow on its own server: desktop project only");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port: PORT, dataDir: ".e2e-data/files", adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
});

const png = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("staff upload two images at once, see them in the grid, and a public page serves one with srcset variants", async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await firstAdminSignIn(page, { base: ORIGIN, email: ADMIN.email, password: ADMIN.password, next: "/admin/file-repository" });
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
  await expect(page.getByText("No files yet. Upload the first ones above.")).toBeVisible();

  await test.step("two images go up at once, each with its own progress", async () => {
    await page.locator('input[type="file"]').setInputFiles([
      { name: "dunes.png", mimeType: "image/png", buffer: await png(1800, 1200, { r: 200, g: 160, b: 90 }) },
      { name: "harbour.png", mimeType: "image/png", buffer: await png(900, 600, { r: 30, g: 90, b: 160 }) },
    ]);
    await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole("progressbar")).toHaveCount(2);
  });

  await test.step("both are in the grid view with their previews, and in the list view", async () => {
    const grid = page.getByTestId("file-grid");
    await expect(grid.getByRole("button")).toHaveCount(2);
    await expect(grid.getByRole("button", { name: "Details of dunes.png" })).toBeVisible();
    await expect(grid.getByRole("button", { name: "Details of harbour.png" })).toBeVisible();
    const loaded = await grid.locator("img").evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(loaded).toEqual([480, 480]);
    await page.getByRole("button", { name: "List" }).click();
    await expect(page.getByTestId("file-table").getByRole("row")).toHaveCount(3);
    await page.getByRole("button", { name: "Grid" }).click();
    await expectNoAxeViolations(page);
  });

  let address = "";
  await test.step("the details show the public address", async () => {
    await page.getByRole("button", { name: "Details of dunes.png" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("1800×1200")).toBeVisible();
    address = (await dialog.getByText(/^\/media\//).innerText()).trim();
    expect(address).toMatch(/^\/media\/[0-9a-f-]{36}-1800x1200\.png$/);
    await expect(dialog.getByText("Not used on any page.")).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("the public address and its variants answer, cached for an hour", async () => {
    const original = await request.get(`${ORIGIN}${address}`);
    expect([original.status(), original.headers()["content-type"], original.headers()["cache-control"]]).toEqual([200, "image/png", "public, max-age=3600"]);
    const { srcSet } = responsiveImage(address);
    const variants = srcSet!.split(", ").map((entry) => entry.split(" ")[0]!);
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      const answer = await request.get(`${ORIGIN}${variant}`);
      expect([variant, answer.status(), answer.headers()["content-type"]]).toEqual([variant, 200, "image/webp"]);
    }
  });

  await test.step("chosen from the repository as a product's image, the services page renders it with srcset, sizes, width and height", async () => {
    await page.goto(`${ORIGIN}/admin/products`);
    await page.getByRole("button", { name: "Edit" }).first().click();
    await page.getByRole("button", { name: "Choose from files" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a file" });
    await picker.getByRole("button", { name: "Use dunes.png" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel("Image address")).toHaveValue(address);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${ORIGIN}/services`);
    const image = publicPage.locator(`img[src="${address}"]`).first();
    await expect(image).toHaveAttribute("srcset", responsiveImage(address).srcSet!);
    await expect(image).toHaveAttribute("sizes", /vw/);
    await expect(image).toHaveAttribute("width", "1800");
    await expect(image).toHaveAttribute("height", "1200");
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-w(480|960|1600)\.webp$/);
    await visitor.close();
  });

  await test.step("a used file cannot be deleted: the details say where it is used", async () => {
    await page.goto(`${ORIGIN}/admin/files`);
    await page.getByRole("button", { name: "Details of dunes.png" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(/^Product:/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Delete file" })).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});
