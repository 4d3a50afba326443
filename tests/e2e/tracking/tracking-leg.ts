import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { stepAt, totpForStep } from "../../../src/server/platform/auth/totp";
import { submission } from "../../../src/server/test-support/booking-payloads";
import { freshCode, StaffClient, type TestServer } from "../../../src/server/test-support/staff-client";
import type { AdminBookingsAnswer, AdminBookingDetail } from "../../../src/shared/bookings/admin-answers";
import type { DispatchCandidate } from "../../../src/shared/dispatch/dispatch-api";
import type { OutboxRow } from "../../../src/shared/security/security-answers";
import { solveAltcha } from "../support/altcha";

/**
 * The first admin signs in in the browser (enrolling two-factor there), and the same account signs
 * in through the API as well with a later code: the browser shows the staff map, the API makes the
 * dispatch moves.
 */
export async function staffInBothPlaces(page: Page, base: string, admin: { email: string; password: string }): Promise<StaffClient> {
  await page.goto(`${base}/admin/login?next=${encodeURIComponent("/admin/dashboard")}`);
  await page.getByRole("textbox", { name: /Email/ }).fill(admin.email);
  await page.locator("#password").fill(admin.password);
  await solveAltcha(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/mfa-setup/);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  const browserStep = stepAt(new Date());
  await page.getByRole("textbox", { name: "Code" }).fill(totpForStep(secret, browserStep));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByTestId("backup-code")).toHaveCount(10, { timeout: 30_000 });
  await page.getByLabel("I have stored these codes safely").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  const staff = new StaffClient({ url: base } as TestServer);
  const signedIn = await staff.signIn(admin.email, admin.password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const verified = await staff.request("POST", "/api/admin/auth/mfa", { code: freshCode(secret, browserStep).code });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return staff;
}

/**
 * A web booking's leg taken to `started` as it happens: staff confirm and assign the first
 * operator who fits, the operator accepts with a typed driver and car and presses Start on the
 * start link (plain form posts, as their pages send). The links' tokens are read from the
 * messages sent (the outbox): the customer's booking link, the start link, the track link.
 */
export async function startedLeg(base: string, staff: StaffClient) {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
  const booked = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: base },
    body: JSON.stringify(submission({ captcha })),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { reference, bookingPath } = (await booked.json()) as { reference: string; bookingPath: string };
  const found = (await staff.request("GET", `/api/admin/bookings?q=${reference}`)).body as unknown as AdminBookingsAnswer;
  const bookingId = found.rows[0]!.id;
  expect((await staff.request("POST", `/api/admin/bookings/${bookingId}/confirm`, {})).status).toBe(200);
  const detail = (await staff.request("GET", `/api/admin/bookings/${bookingId}`)).body as unknown as AdminBookingDetail;
  const jobId = detail.legs[0]!.id;
  const candidates = (await staff.request("GET", `/api/admin/jobs/${jobId}/candidates`)).body as unknown as DispatchCandidate[];
  const operator = candidates.find((candidate) => candidate.blocked === null && candidate.busyWith.length === 0);
  if (!operator) throw new Error(`no operator fits the leg: ${JSON.stringify(candidates)}`);
  const dispatch = async (action: string, body: unknown) => {
    const answer = await staff.request("POST", `/api/admin/jobs/${jobId}/${action}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const sentToken = async (path: string) => {
    const page = (await staff.request("GET", "/api/admin/security/outbox?page=1")).body as unknown as { items: OutboxRow[] };
    const match = page.items.map((row) => new RegExp(`/${path.replace("/", "\\/")}/([A-Za-z0-9_-]{43})`).exec(row.body)).find(Boolean);
    if (!match?.[1]) throw new Error(`no ${path} link in the outbox`);
    return match[1];
  };
  const post = async (path: string, form: Record<string, string>) => {
    const answer = await fetch(`${base}${path}`, { method: "POST", headers: { Origin: base }, body: new URLSearchParams(form), redirect: "manual" });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(303);
  };

  await dispatch("assign", { operatorId: operator.id, operatorPriceHalalas: operator.defaultPriceHalalas ?? 15_000 });
  await post(`/operator-confirm/${await sentToken("operator-confirm")}`, {
    intent: "accept",
    driverId: "new",
    driverName: "Salem Al-Harbi",
    driverPhone: "0551234567",
    vehicleId: "new",
    plate: "ABC 4821",
    model: "Hyundai Staria",
  });
  await dispatch("start-link", {});
  const startToken = await sentToken("op/start");
  const step = (to: string) => post(`/op/start/${startToken}`, { intent: "step", to });
  await step("started");
  return { reference, bookingId, jobId, bookingToken: bookingPath.split("/").pop()!, startToken, trackToken: await sentToken("track"), step };
}

/** One fix from the driver's phone through the ingest, as the start page's script sends it. */
export async function sendFix(base: string, startToken: string, fix: { lat: number; lng: number; at: Date; sequence: number }) {
  const answer = await fetch(`${base}/api/op/positions/${startToken}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({
      pings: [{ lat: fix.lat, lng: fix.lng, accuracy: 8, speed: 20, heading: 10, recordedAt: fix.at.toISOString(), sequence: fix.sequence }],
    }),
  });
  const body = (await answer.json()) as { accepted?: number };
  expect(answer.status, JSON.stringify(body)).toBe(200);
  expect(body.accepted, JSON.stringify(body)).toBe(1);
}
