import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { submission } from "../../../src/server/test-support/booking-payloads";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";

/**
 * The job tracker is live: a booking made elsewhere appears without a reload, and the header says
 * the connection is live. With DATABASE_URL (scripts/with-postgres.sh) a second server process on
 * the same PostgreSQL takes the booking, and the change reaches the browser connected to the first
 * through LISTEN/NOTIFY. Own servers on E2E_PORT + 13 and + 14 (fresh data folders, MFA enrolled here).
 */
const FIRST = Number(process.env.E2E_PORT ?? 3210) + 13;
const SECOND = FIRST + 1;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
const twoProcesses = Boolean(process.env.DATABASE_URL);
const servers: Awaited<ReturnType<typeof startOwnServer>>[] = [];
// The machine is shared and slow at times: waits are generous, never a timing assertion.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const run = randomUUID().slice(0, 8);
  servers.push(await startOwnServer({ port: FIRST, dataDir: `.e2e-data/live-${run}-a`, adminPassword: ADMIN.password }));
  if (twoProcesses) servers.push(await startOwnServer({ port: SECOND, dataDir: `.e2e-data/live-${run}-b`, adminPassword: ADMIN.password }));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** A booking as a customer sends it from /book, to the given server. */
async function webBooking(base: string, name: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
  const body = submission({ captcha });
  const response = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: base },
    body: JSON.stringify({ ...body, contact: { ...body.contact, name } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test("the staff tracker shows bookings made elsewhere live, without a reload", async ({ page, isMobile }) => {
  test.skip(isMobile, "one stateful flow (a fresh admin enrolling MFA), on the desktop project");
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const base = servers[0]!.base;
  await firstAdminSignIn(page, { base, email: ADMIN.email, password: ADMIN.password, next: "/admin/jobs" });
  let loads = 0;
  page.on("load", () => loads++);

  const tab = page.getByRole("tab", { name: "Bookings" });
  await expect(async () => {
    await tab.click();
    await baseExpect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  await test.step("a booking made on the same server appears", async () => {
    const reference = await webBooking(base, "Live Same Process");
    await expect(page.getByTestId(`booking-${reference}`)).toBeVisible();
  });

  if (!twoProcesses) test.info().annotations.push({ type: "not run", description: "two processes: PGlite is one process; run with scripts/with-postgres.sh" });
  else
    await test.step("a booking made on another server process appears (PostgreSQL LISTEN/NOTIFY)", async () => {
      const reference = await webBooking(servers[1]!.base, "Live Other Process");
      await expect(page.getByTestId(`booking-${reference}`)).toBeVisible();
    });

  expect(loads, "the page was never reloaded").toBe(0);
  expect(errors).toEqual([]);
});
