import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { submission } from "../../../src/server/test-support/booking-payloads";
import { StaffClient, type TestServer } from "../../../src/server/test-support/staff-client";
import type { AdminBookingDetail, AdminBookingsAnswer } from "../../../src/shared/bookings/admin-answers";
import type { DispatchCandidate } from "../../../src/shared/dispatch/dispatch-api";
import type { OutboxRow } from "../../../src/shared/security/security-answers";
import { solveAltcha } from "../support/altcha";
import { watchConsole } from "../support/page-checks";
import { startServerWithOperators } from "./dispatch-seed";

/*
 * Dispatch in the job tracker, as a dispatcher does it: ask two operators (a suspended one greyed
 * out, a busy one marked), see an operator's answer arrive live without a reload, assign with the
 * overlap warning confirmed, unassign; the board's columns; the header's alert appearing live when
 * an operator declines. Operators are written into the database before the server serves
 * (dispatch-seed.ts); the operator answers through their own link's form. Own server on
 * E2E_PORT + 27. Screenshots (360, 390, desktop; English and Arabic) go to /tmp/dispatch-web-shots.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 27;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.e2e-data/dispatch-${randomUUID().slice(0, 8)}`;
const ADMIN = { email: "admin@rihla.local", password: "e2e-admin-password-1234" };
const SHOTS = "/tmp/dispatch-web-shots";
const expect = baseExpect.configure({ timeout: 20_000 });
let server: Awaited<ReturnType<typeof startServerWithOperators>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerWithOperators({ port: PORT, dataDir: DATA_DIR, adminPassword: ADMIN.password });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

async function webBooking(name: string): Promise<{ reference: string; bookingPath: string }> {
  const challenge = (await (await fetch(`${BASE}/api/captcha/challenge`)).json()) as Challenge;
  const captcha = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
  const body = submission({ captcha });
  const response = await fetch(`${BASE}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: BASE },
    body: JSON.stringify({ ...body, contact: { ...body.contact, name } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { reference: string; bookingPath: string };
}

async function shoot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await (target ?? page).screenshot({ path: `${SHOTS}/${name}-${width}.png`, ...(target ? {} : { fullPage: true }) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff ask two operators, see an answer arrive live, assign past the overlap warning, unassign; the board; a decline raises the alert live", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "one stateful flow, on the desktop project (screenshots cover the phone widths)");
  test.setTimeout(300_000);
  const errors = watchConsole(page);

  // The same admin through the API (staff moves an operator or a colleague would make) and in the browser.
  const staff = new StaffClient({ url: BASE } as TestServer);
  expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  const { backupCodes } = await staff.enrolMfa();
  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await staff.request(method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body as unknown;
  };
  const bookingOf = async (reference: string) => {
    const found = (await api("GET", `/api/admin/bookings?q=${reference}`)) as AdminBookingsAnswer;
    const id = found.rows[0]!.id;
    await api("POST", `/api/admin/bookings/${id}/confirm`, {});
    const detail = (await api("GET", `/api/admin/bookings/${id}`)) as AdminBookingDetail;
    return { id, jobId: detail.legs[0]!.id };
  };
  /** The token of the newest message to this phone that carries a link of this kind. */
  const sentToken = async (phoneDigits: string, path: string) => {
    const outbox = (await api("GET", "/api/admin/security/outbox?page=1")) as { items: OutboxRow[] };
    const pattern = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`);
    const message = outbox.items.find((row) => row.recipient.includes(phoneDigits) && pattern.test(row.body));
    return pattern.exec(message?.body ?? "")?.[1];
  };
  const alphaBooking = await webBooking("Dispatch Alpha");
  const alpha = alphaBooking.reference;
  const beta = (await webBooking("Dispatch Beta")).reference;
  const a = await bookingOf(alpha);
  const b = await bookingOf(beta);
  const candidates = (await api("GET", `/api/admin/jobs/${b.jobId}/candidates`)) as DispatchCandidate[];
  // Beside the demo operators, when seeded: ours are found by name.
  const noor = candidates.find((c) => c.name === "Al Noor Transport")!;
  const saharaId = candidates.find((c) => c.name === "Sahara Vans")!.id;
  // Al Noor already has the other booking's leg at the same time: assigning them again warns.
  await api("POST", `/api/admin/jobs/${b.jobId}/assign`, { operatorId: noor.id, operatorPriceHalalas: 15_000 });

  await page.goto(`${BASE}/admin/login?next=${encodeURIComponent(`/admin/jobs?tab=upcoming&booking=${a.id}`)}`);
  await page.getByRole("textbox", { name: /Email/ }).fill(ADMIN.email);
  await page.locator("#password").fill(ADMIN.password);
  await solveAltcha(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("textbox", { name: "Code" }).fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  const leg = page.getByTestId("dispatch-leg-1");
  await expect(leg.getByTestId("dispatch-status")).toHaveText("Not assigned");
  // The open panel hides the page behind it from the accessibility tree: the header is found by its attribute.
  await expect(page.locator("[data-connection=open]")).toBeAttached();
  let loads = 0;
  page.on("load", () => loads++);

  await test.step("ask two operators: the suspended one is greyed with its reason, the busy one says with what", async () => {
    await leg.getByRole("button", { name: "Ask availability" }).click();
    const form = page.getByTestId("ask-form");
    await expect(form.getByTestId(`candidate-${noor.id}`)).toContainText(`Busy: ${beta}`);
    const sahara = form.getByTestId(`candidate-${saharaId}`);
    await expect(sahara).toContainText("Sahara Vans");
    await expect(sahara).toContainText("Suspended");
    await expect(sahara.getByRole("checkbox")).toBeDisabled();
    await form.getByLabel(/Al Noor Transport/).check();
    await form.getByLabel(/Badr Drivers/).check();
    await shoot(page, "ask-picker-en", page.getByRole("dialog").last());
    await form.getByRole("button", { name: "Ask 2 operators" }).click();
    await expect(leg.getByTestId("dispatch-status")).toHaveText("Availability asked");
    await expect(leg.getByTestId("dispatch-answers").locator("[data-answer=waiting]")).toHaveCount(2);
  });

  await test.step("Badr answers Available with a note on their link: it appears without a reload", async () => {
    const token = await sentToken("500000102", "operator-availability");
    expect(token, "Badr's availability link in the outbox").toBeTruthy();
    const answered = await fetch(`${BASE}/operator-availability/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ intent: "answer", answer: "available", note: "Car ready from 9" }).toString(),
    });
    expect(answered.status).toBe(303);
    const available = leg.getByTestId("dispatch-answers").locator("[data-answer=available]");
    await expect(available).toContainText("Badr Drivers");
    await expect(available).toContainText("Car ready from 9");
    await shoot(page, "panel-answers-en", page.getByTestId("booking-detail"));
  });

  await test.step("assign Al Noor directly: the overlap warning names the other leg, confirming assigns", async () => {
    await leg.getByRole("button", { name: "Assign", exact: true }).click();
    const form = page.getByTestId("assign-form");
    await form.getByLabel("Operator", { exact: true }).selectOption(String(noor.id));
    await expect(form.getByLabel("Operator price in SAR")).toHaveValue("150");
    await form.getByRole("button", { name: "Assign and send the link" }).click();
    const overlap = page.getByTestId("overlap-confirm");
    await expect(overlap).toContainText(beta);
    await shoot(page, "overlap-en", page.getByRole("dialog").last());
    await overlap.getByRole("button", { name: "Assign anyway" }).click();
    await expect(leg.getByTestId("dispatch-status")).toHaveText("Assigned");
    await expect(leg.getByTestId("dispatch-operator")).toHaveText("Al Noor Transport");
    await expect(leg.getByTestId("dispatch-price")).toContainText("150");
    await expect(leg.getByTestId("confirm-countdown")).toBeVisible();
  });

  await test.step("unassign with a note: the leg needs an operator again", async () => {
    await leg.getByRole("button", { name: "Unassign" }).click();
    const form = page.getByTestId("unassign-form");
    await form.getByLabel(/Note/).fill("Operator phone switched off");
    await form.getByRole("button", { name: "Unassign" }).click();
    await expect(leg.getByTestId("dispatch-status")).toHaveText("Not assigned");
    await expect(leg.getByTestId("dispatch-operator")).toHaveCount(0);
  });

  await test.step("the board: legs by dispatch state, Completed and Cancelled folded", async () => {
    await page.getByTestId("booking-detail").locator("xpath=ancestor::*[@role='dialog']").getByRole("button", { name: "Close" }).first().click();
    await expect(page.getByTestId("booking-detail")).toHaveCount(0);
    await page.getByRole("tab", { name: "Board" }).click();
    await expect(page.getByTestId("column-unassigned").getByTestId(`job-${alpha}-0`)).toBeVisible();
    const assigned = page.getByTestId(`column-assigned`).getByTestId(`job-${beta}-0`);
    await expect(assigned).toContainText("Al Noor Transport");
    for (const folded of ["completed", "cancelled"]) await expect(page.getByTestId(`column-${folded}`)).not.toHaveAttribute("open");
    await shoot(page, "board-en");
  });

  await test.step("Al Noor declines the other leg: the header's alert appears live, the card turns red", async () => {
    await expect(page.getByTestId("dispatch-alerts-banner")).toHaveCount(0);
    await api("POST", `/api/admin/jobs/${b.jobId}/transition`, { to: "declined", note: "Vehicle broke down" });
    const banner = page.getByTestId("dispatch-alerts-banner");
    await expect(banner).toContainText("1 leg needs an operator now");
    await expect(banner.getByRole("link")).toContainText(beta);
    await expect(page.getByTestId("dispatch-alert-count")).toHaveText("1");
    await expect(page.getByTestId("column-unassigned").getByTestId(`job-${beta}-0`)).toHaveAttribute("data-dispatch-attention", "declined");
    await shoot(page, "alert-en");
  });

  expect(loads, "the page was never reloaded").toBe(0);
  // The overlap warning is a 409 on purpose; the browser logs every refused request.
  expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);

  await test.step("Arabic: the panel, the board and the banner right to left", async () => {
    await page.context().addCookies([{ name: "lang", value: "ar", url: BASE }]);
    await page.goto(`${BASE}/admin/jobs?tab=board`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("dispatch-alerts-banner")).toContainText("رحلة واحدة تحتاج إلى ناقل الآن");
    await shoot(page, "board-ar");
    await page.goto(`${BASE}/admin/jobs?tab=upcoming&booking=${b.id}`);
    await expect(page.getByTestId("dispatch-leg-1").getByTestId("dispatch-attention")).toContainText("اعتذر الناقل");
    await shoot(page, "panel-ar", page.getByTestId("booking-detail"));
  });

  await test.step("the customer's page: 'arranging' until the operator confirms, then the driver and car appear live", async () => {
    const customer = await page.context().browser()!.newPage();
    const customerErrors = watchConsole(customer);
    await customer.goto(`${BASE}${alphaBooking.bookingPath}`);
    const leg = customer.locator("[data-leg-state]").first();
    await expect(leg).toHaveAttribute("data-leg-state", "arranging");
    await expect(customer.locator("main")).toContainText("We are arranging your driver");
    const badr = (await api("GET", `/api/admin/jobs/${a.jobId}/candidates`)) as DispatchCandidate[];
    const operatorId = badr.find((c) => c.name === "Badr Drivers")!.id;
    await api("POST", `/api/admin/jobs/${a.jobId}/assign`, { operatorId, operatorPriceHalalas: 14_000 });
    await expect(leg).toHaveAttribute("data-leg-state", "arranging");
    const token = await sentToken("500000102", "operator-confirm");
    expect(token, "Badr's confirmation link in the outbox").toBeTruthy();
    const confirmed = await fetch(`${BASE}/operator-confirm/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({
        intent: "accept",
        driverName: "Khalid Omar Al-Zahrani",
        driverPhone: "+966551112233",
        plate: "ABC 1234",
        model: "Toyota Camry",
      }).toString(),
    });
    expect(confirmed.status).toBe(303);
    // No reload: the page hears job.changed on its booking's channel.
    await expect(leg).toHaveAttribute("data-leg-state", "driver_confirmed");
    const card = customer.getByTestId("driver-card");
    await expect(card.getByTestId("driver-name")).toHaveText("Khalid");
    await expect(card).toContainText("Toyota Camry");
    await expect(card).toContainText("ABC 1234");
    await expect(card.getByTestId("driver-call")).toHaveAttribute("href", "tel:+966551112233");
    await expect(card.getByTestId("driver-whatsapp")).toHaveAttribute("href", "https://wa.me/966551112233");
    await expect(customer.locator("main")).not.toContainText("SAR 140");
    await expect(customer.locator("main")).not.toContainText("Badr");
    await expect(customer.locator("main")).not.toContainText("Al-Zahrani");
    await shoot(customer, "customer-driver-en");
    await customer.goto(`${BASE}/ar${alphaBooking.bookingPath}`);
    await expect(customer.getByTestId("driver-name")).toHaveText("Khalid");
    await shoot(customer, "customer-driver-ar");
    expect(customerErrors).toEqual([]);
    await customer.close();
  });

  await test.step("the dashboard's margin per day: a chart and its table (Arabic, then English)", async () => {
    for (const language of ["ar", "en"] as const) {
      await page.context().addCookies([{ name: "lang", value: language, url: BASE }]);
      await page.goto(`${BASE}/admin/dashboard`);
      const card = page.locator("#chart-marginPerDay-title").locator("xpath=ancestor::section[1]");
      await page
        .getByTestId("margin-table")
        .locator("xpath=ancestor::details")
        .evaluate((details) => ((details as HTMLDetailsElement).open = true));
      // Dispatch's figures for the last 14 Makkah days (these legs are next week: their money is tested by dispatch's API tests).
      await expect(page.getByTestId("margin-table").locator("tbody tr")).toHaveCount(14);
      await shoot(page, `margin-${language}`, card);
    }
  });
});
