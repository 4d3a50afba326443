import { randomBytes, randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import postgres from "postgres";
import { submission } from "../../../src/server/test-support/booking-payloads";
import { firstAdminSignIn } from "../support/first-admin-sign-in";
import { startOwnServer } from "../support/own-server";
import { watchConsole } from "../support/page-checks";

/**
 * Two server processes on one PostgreSQL: staff on process A's /admin/jobs see a booking confirmed
 * through process B's API without a reload (B commits, NOTIFYs; A LISTENs and tells its sockets).
 * Needs a PostgreSQL server: E2E_DATABASE_URL (or DATABASE_URL) as scripts/with-postgres.sh gives
 * it (.ci/run runs this spec that way); skipped otherwise. The spec makes a database of its own on
 * that server, and its own two servers on E2E_PORT + 30 and + 31, sharing AUTH_SECRET as a
 * deployment's processes do, so the browser's session works on both.
 */
const postgresUrl = process.env.E2E_DATABASE_URL || process.env.DATABASE_URL || "";
const A = Number(process.env.E2E_PORT ?? 3210) + 30;
const B = A + 1;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
const database = `rihla_e2e_${randomUUID().slice(0, 8)}`;
const servers: Awaited<ReturnType<typeof startOwnServer>>[] = [];
// The machine is shared and slow at times: waits are generous, never a timing assertion.
const expect = baseExpect.configure({ timeout: 20_000 });

test.skip(!postgresUrl, "needs PostgreSQL: run under scripts/with-postgres.sh");

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${database}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString("hex") };
  const run = database.slice(-8);
  // One after the other: the first applies the migrations, the second finds them done.
  servers.push(await startOwnServer({ port: A, dataDir: `.e2e-data/two-${run}-a`, adminPassword: ADMIN.password, env }));
  servers.push(await startOwnServer({ port: B, dataDir: `.e2e-data/two-${run}-b`, adminPassword: ADMIN.password, env }));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (!postgresUrl) return;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${database}`);
  await admin.end();
});

/** A booking as a customer sends it from /book. */
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

test("a booking confirmed through process B reaches the tracker open on process A, without a reload", async ({ page, isMobile }) => {
  test.skip(isMobile, "one stateful flow (a fresh admin enrolling MFA), on the desktop project");
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const [a, b] = [servers[0]!.base, servers[1]!.base];
  const reference = await webBooking(a, "Two Processes");
  // The admin pages' own request headers (the session is bound to the browser's fingerprint), to act as this browser on B.
  let browserHeaders: Record<string, string> = {};
  page.on("request", (request) => {
    const headers = request.headers();
    if (request.url().includes("/api/admin/") && headers["x-client-fingerprint"]) browserHeaders = headers;
  });
  await firstAdminSignIn(page, { base: a, email: ADMIN.email, password: ADMIN.password, next: "/admin/jobs" });
  let loads = 0;
  page.on("load", () => loads++);

  const tab = page.getByRole("tab", { name: "Bookings" });
  await expect(async () => {
    await tab.click();
    await baseExpect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  const row = page.getByTestId(`booking-${reference}`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Confirmed");

  // The same staff session (cookies are per host, not per port; sessions live in the shared database) acts through B's API.
  const api = page.context().request;
  const pick = (name: string) => (browserHeaders[name] ? { [name]: browserHeaders[name] } : {});
  const headers = { Origin: b, ...pick("x-client-fingerprint"), ...pick("user-agent"), ...pick("accept-language") };
  const csrf = await api.post(`${b}/api/admin/account/csrf`, { headers });
  expect(csrf.status(), await csrf.text()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const found = await api.get(`${b}/api/admin/bookings?q=${reference}`, { headers });
  const bookingId = ((await found.json()) as { rows: { id: number }[] }).rows[0]!.id;
  const confirmed = await api.post(`${b}/api/admin/bookings/${bookingId}/confirm`, { headers: { ...headers, "x-csrf-token": csrfToken }, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await expect(row).toContainText("Confirmed");
  expect(loads, "the page was never reloaded").toBe(0);
  expect(errors).toEqual([]);
});
