import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMoyasarStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY, type MoyasarStandIn } from "#server/platform/payments/stand-in/moyasar-stand-in";
import { submission } from "#server/test-support/booking-payloads";
import { signedInAdmin, solvedCaptcha } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";
import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { PaymentSettingsView } from "#shared/payments/payments-api";
import { INVOICE_HINT_LIMITS, PAYMENT_START_LIMITS } from "./payment-customer.routes";

let standIn: MoyasarStandIn;
let server: Awaited<ReturnType<typeof startTestServer>>;
let off: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  standIn = await startMoyasarStandIn();
  [server, off] = await Promise.all([
    startTestServer({
      MOYASAR_API_URL: standIn.url,
      MOYASAR_SECRET_KEY: STAND_IN_SECRET_KEY,
      MOYASAR_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      MOYASAR_WEBHOOK_SECRET: "w-secret",
    }),
    startTestServer(),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([server?.stop(), off?.stop()]);
  await standIn?.close();
});

async function book(target: typeof server) {
  const res = await fetch(`${target.url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(submission({ captcha: await solvedCaptcha(target) })),
  });
  const body = (await res.json()) as BookingCreatedResponse;
  return body.bookingPath.split("/").pop()!;
}
const start = (target: typeof server, token: string, key: string, kind = "full") =>
  fetch(`${target.url}/api/booking-info/${token}/payments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({ kind }),
  });

describe("starting payments from the booking link", () => {
  it("is limited per address, and a retry of an acknowledged start is answered before the limit", async () => {
    const { client: admin } = await signedInAdmin(server);
    const settings = (await admin.request("GET", "/api/admin/payments/settings")).body as unknown as PaymentSettingsView;
    const product = settings.products.find((p) => p.productSlug === "jeddah-airport-to-makkah")!;
    await admin.request("PATCH", `/api/admin/payments/settings/products/${product.productId}`, {
      mode: "none",
      percent: null,
      fixedHalalas: null,
      allowFull: true,
      balanceDueHours: 24,
      version: product.version,
    });
    const token = await book(server);
    const first = randomUUID();
    expect((await start(server, token, first)).status).toBe(201);
    // Pressed again (new keys): the same open page each time, still counted by the limit.
    for (let i = 1; i < PAYMENT_START_LIMITS.perAddress.limit; i++) expect((await start(server, token, randomUUID())).status).toBe(200);
    const limited = await start(server, token, randomUUID());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    const retry = await start(server, token, first);
    expect(retry.status).toBe(200);
  });
});

describe("the invoice callback (a hint anyone can post)", () => {
  it("is limited per address before any lookup", async () => {
    const hint = () =>
      fetch(`${server.url}/api/webhooks/moyasar/invoices`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: randomUUID() }),
      });
    for (let i = 0; i < INVOICE_HINT_LIMITS.perAddress.limit; i++) expect((await hint()).status).toBe(200);
    const limited = await hint();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("without a configured provider", () => {
  it("has no pay step anywhere: availability off, no options, start refused, webhook 401", async () => {
    expect(await (await fetch(`${off.url}/api/payments/availability`)).json()).toEqual({ enabled: false, sources: [] });
    const token = await book(off);
    const summary = await (await fetch(`${off.url}/api/booking-info/${token}/payments`)).json();
    expect(summary).toMatchObject({ enabled: false, options: [], payments: [], bookingPaymentStatus: "unpaid" });
    const refused = await start(off, token, randomUUID());
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("payment.disabled");
    const hook = await fetch(`${off.url}/api/webhooks/moyasar`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: "e", type: "payment_paid", secret_token: "", data: { id: "x" } }),
    });
    expect(hook.status).toBe(401);
  });
});
