import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingEvents, bookings } from "#server/db/schema/bookings";
import { paymentRefunds, payments, paymentWebhookEvents } from "#server/db/schema/payments";
import { auditLog } from "#server/db/schema/staff-auth";
import { startMoyasarStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY, type MoyasarStandIn } from "#server/platform/payments/stand-in/moyasar-stand-in";
import { bookThroughApi } from "#server/test-support/create-booking";
import { followThreeDs, payAtProvider } from "#server/test-support/moyasar-checkout";
import { signedInAdmin, type StaffClient } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";
import type {
  BookingPaymentSummary,
  CheckoutStart,
  PaymentDailyTotals,
  PaymentSettingsView,
  StaffBookingPayments,
  StaffPaymentList,
} from "#shared/payments/payments-api";
import { RECONCILE_TASK } from "./payments.module";

const WEBHOOK_SECRET = "whsec-test-0123456789";
const MADA_PAID = "4201320111111010";
const MADA_NO_FUNDS = "4201320000311101";

let standIn: MoyasarStandIn;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: StaffClient;

beforeAll(async () => {
  standIn = await startMoyasarStandIn();
  server = await startTestServer({
    RIHLA_BENCH_RELAXED_LIMITS: "1",
    MOYASAR_API_URL: standIn.url,
    MOYASAR_SECRET_KEY: STAND_IN_SECRET_KEY,
    MOYASAR_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
    MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  standIn.webhook = { url: `${server.url}/api/webhooks/moyasar`, secretToken: WEBHOOK_SECRET };
  admin = (await signedInAdmin(server)).client;
  // The demo's Jeddah → Makkah transfer takes a 25 % deposit and allows paying in full.
  const settings = (await admin.request("GET", "/api/admin/payments/settings")).body as unknown as PaymentSettingsView;
  const product = settings.products.find((p) => p.productSlug === "jeddah-airport-to-makkah")!;
  const saved = await admin.request("PATCH", `/api/admin/payments/settings/products/${product.productId}`, {
    mode: "percent",
    percent: 25,
    fixedHalalas: null,
    allowFull: true,
    balanceDueHours: 48,
    version: product.version,
  });
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});
beforeEach(() => {
  // Webhooks on by default; a test that wants them lost switches them off.
  standIn.webhook = { url: `${server.url}/api/webhooks/moyasar`, secretToken: WEBHOOK_SECRET };
});

const json = { "Content-Type": "application/json" };
const summaryOf = async (token: string) => (await (await fetch(`${server.url}/api/booking-info/${token}/payments`)).json()) as BookingPaymentSummary;
async function start(token: string, kind = "deposit", key: string = randomUUID()) {
  const res = await fetch(`${server.url}/api/booking-info/${token}/payments`, {
    method: "POST",
    headers: { ...json, "Idempotency-Key": key },
    body: JSON.stringify({ kind }),
  });
  return { res, body: (await res.json()) as CheckoutStart };
}
const attach = (token: string, paymentId: number | string, providerId: unknown) =>
  fetch(`${server.url}/api/booking-info/${token}/payments/${paymentId}/provider`, { method: "POST", headers: json, body: JSON.stringify({ providerId }) });
/** Our callback_url is on SITE_URL; the test server listens elsewhere, so only its path and query are kept. */
const back = async (url: URL) => {
  const res = await fetch(new URL(`${url.pathname}${url.search}`, server.url), { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") ?? "" };
};
const paymentRow = async (id: number) => (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const bookingRow = async (id: number) => (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
/** A signed-in staff GET whose answer is not JSON (the CSV). */
const staffFetch = (path: string) =>
  fetch(`${server.url}${path}`, {
    headers: {
      Cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "User-Agent": admin.fingerprint.userAgent,
      "x-client-fingerprint": Buffer.from(JSON.stringify(admin.fingerprint)).toString("base64url"),
    },
  });
const webhook = (body: unknown) => fetch(`${server.url}/api/webhooks/moyasar`, { method: "POST", headers: json, body: JSON.stringify(body) });

/** Books, starts a deposit, pays it at the provider with `card`, hands over the id, returns through 3-D Secure. */
async function paidDeposit(card = MADA_PAID) {
  const booking = await bookThroughApi(server.url);
  const { body: checkout } = await start(booking.token);
  const provider = await payAtProvider(checkout, card);
  expect((await attach(booking.token, checkout.paymentId, provider.id)).status).toBe(200);
  const callback = await followThreeDs(provider.source.transaction_url);
  const returned = await back(callback);
  return { booking, checkout, provider, callback, returned };
}

describe("paying a deposit", () => {
  it("prices the deposit on the server, records it only after asking the provider, and shows it on the booking", async () => {
    const booking = await bookThroughApi(server.url);
    const before = await summaryOf(booking.token);
    expect(before.enabled).toBe(true);
    const deposit = Math.round(before.totalHalalas * 0.25);
    expect(before.options).toEqual([
      { kind: "deposit", amountHalalas: deposit },
      { kind: "full", amountHalalas: before.totalHalalas },
    ]);
    const { res, body: checkout } = await start(booking.token);
    expect(res.status).toBe(201);
    expect(checkout.amountHalalas).toBe(deposit);
    expect(checkout.metadata.payment_id).toBe(String(checkout.paymentId));
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    const provider = await payAtProvider(checkout, MADA_PAID);
    expect((await attach(booking.token, checkout.paymentId, provider.id)).status).toBe(200);
    expect((await paymentRow(checkout.paymentId)).providerId).toBe(provider.id);
    const returned = await back(await followThreeDs(provider.source.transaction_url));
    expect(returned.status).toBe(303);
    expect(returned.location).toBe(`/booking-info/${booking.token}?payment=paid`);
    const after = await summaryOf(booking.token);
    expect(after.paidHalalas).toBe(deposit);
    expect(after.remainingHalalas).toBe(before.totalHalalas - deposit);
    expect(after.options).toEqual([{ kind: "balance", amountHalalas: before.totalHalalas - deposit }]);
    expect(after.bookingPaymentStatus).toBe("deposit");
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: "paid", method: "mada", cardLast4: "1010", amountHalalas: deposit });
    expect(after.payments[0]!.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
    const events = await server.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, (await paymentRow(checkout.paymentId)).bookingId));
    expect(events.filter((e) => e.kind === "payment").map((e) => [e.fromStatus, e.toStatus])).toEqual([["unpaid", "deposit"]]);
  });

  it("answers a retried start with the same payment (one record), and refuses the same key with another body", async () => {
    const booking = await bookThroughApi(server.url);
    const key = randomUUID();
    const first = await start(booking.token, "deposit", key);
    const again = await start(booking.token, "deposit", key);
    expect([first.res.status, again.res.status]).toEqual([201, 200]);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    expect((await start(booking.token, "full", key)).res.status).toBe(422);
    expect((await summaryOf(booking.token)).payments).toHaveLength(1);
  });
});

describe("never the redirect alone", () => {
  it("does not record a payment the query calls paid when the provider says failed", async () => {
    const { booking, checkout, callback } = await paidDeposit(MADA_NO_FUNDS);
    const lie = new URL(callback);
    lie.searchParams.set("status", "paid");
    lie.searchParams.set("message", "APPROVED");
    const returned = await back(lie);
    expect(returned.location).toBe(`/booking-info/${booking.token}?payment=failed`);
    expect((await paymentRow(checkout.paymentId)).status).toBe("failed");
    expect((await summaryOf(booking.token)).paidHalalas).toBe(0);
    expect((await bookingRow(Number(checkout.metadata.booking_id))).paymentStatus).toBe("unpaid");
  });

  it.each([
    ["amount", { amount: 100 }],
    ["currency", { currency: "USD" }],
  ])("refuses a provider payment whose %s differs from ours", async (_what, override) => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const provider = await payAtProvider(checkout, MADA_PAID, override);
    await attach(booking.token, checkout.paymentId, provider.id);
    const returned = await back(await followThreeDs(provider.source.transaction_url));
    expect(returned.location).toBe(`/booking-info/${booking.token}?payment=failed`);
    const row = await paymentRow(checkout.paymentId);
    expect(row.status).toBe("failed");
    expect(row.receiptNumber).toBeNull();
    expect((await bookingRow(Number(checkout.metadata.booking_id))).paymentStatus).toBe("unpaid");
  });

  it("refuses a provider payment made for another booking", async () => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const provider = await payAtProvider(checkout, MADA_PAID, {
      metadata: { ...checkout.metadata, booking_id: String(Number(checkout.metadata.booking_id) + 1000) },
    });
    await attach(booking.token, checkout.paymentId, provider.id);
    await back(await followThreeDs(provider.source.transaction_url));
    expect((await paymentRow(checkout.paymentId)).status).toBe("failed");
  });
});

describe("the webhook", () => {
  it("refuses a wrong or missing secret_token with 401 and records nothing", async () => {
    const { provider } = await paidDeposit();
    const event = { id: randomUUID(), type: "payment_paid", data: { id: provider.id } };
    const before = (await server.database.db.select().from(paymentWebhookEvents)).length;
    expect((await webhook({ ...event, secret_token: "wrong" })).status).toBe(401);
    expect((await webhook(event)).status).toBe(401);
    expect((await webhook({ ...event, secret_token: 12 })).status).toBe(401);
    expect((await fetch(`${server.url}/api/webhooks/moyasar`, { method: "POST", headers: json, body: "{not json" })).status).toBe(401);
    expect((await server.database.db.select().from(paymentWebhookEvents)).length).toBe(before);
  });

  it("acts once on a duplicated event and never moves a payment backwards on a late one", async () => {
    const { checkout, provider } = await paidDeposit();
    const paid = { id: randomUUID(), type: "payment_paid", secret_token: WEBHOOK_SECRET, data: { id: provider.id, status: "paid" } };
    expect(await (await webhook(paid)).json()).toEqual({ ok: true });
    expect(await (await webhook(paid)).json()).toEqual({ ok: true, duplicate: true });
    // Staff refund it all; then the old "paid" event arrives late under a new id: still refunded.
    const refund = await admin.request(
      "POST",
      `/api/admin/payments/${checkout.paymentId}/refund`,
      { amountHalalas: checkout.amountHalalas, reason: "Customer asked by phone" },
      { headers: { "Idempotency-Key": randomUUID() } },
    );
    expect(refund.status).toBe(201);
    expect((await paymentRow(checkout.paymentId)).status).toBe("refunded");
    expect((await webhook({ ...paid, id: randomUUID() })).status).toBe(200);
    const row = await paymentRow(checkout.paymentId);
    expect(row.status).toBe("refunded");
    expect(row.refundedHalalas).toBe(checkout.amountHalalas);
    expect((await bookingRow(Number(checkout.metadata.booking_id))).paymentStatus).toBe("refunded");
  });

  it("is always followed by a fetch: a webhook claiming paid for a payment the provider failed changes nothing", async () => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const provider = await payAtProvider(checkout, MADA_NO_FUNDS);
    await attach(booking.token, checkout.paymentId, provider.id);
    await standIn.complete(provider.id);
    const forged = {
      id: randomUUID(),
      type: "payment_paid",
      secret_token: WEBHOOK_SECRET,
      data: { id: provider.id, status: "paid", amount: checkout.amountHalalas },
    };
    expect((await webhook(forged)).status).toBe(200);
    expect((await paymentRow(checkout.paymentId)).status).toBe("failed");
  });
});

describe("reconciliation", () => {
  it("repairs a payment whose provider id and answer never reached us (server stopped in between)", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const provider = await payAtProvider(checkout, MADA_PAID);
    // No attach, no return, no webhook: only the provider knows it is paid.
    await standIn.complete(provider.id);
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    const row = await paymentRow(checkout.paymentId);
    expect(row).toMatchObject({ status: "paid", providerId: provider.id });
    expect((await bookingRow(Number(checkout.metadata.booking_id))).paymentStatus).toBe("deposit");
  });
});

describe("refunds", () => {
  it("refunds once when the staff refund is retried with the same key, audited, partial then the rest", async () => {
    const { checkout, provider } = await paidDeposit();
    const key = randomUUID();
    const body = { amountHalalas: 1_000, reason: "Goodwill: late pickup" };
    const first = await admin.request("POST", `/api/admin/payments/${checkout.paymentId}/refund`, body, { headers: { "Idempotency-Key": key } });
    const retry = await admin.request("POST", `/api/admin/payments/${checkout.paymentId}/refund`, body, { headers: { "Idempotency-Key": key } });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(standIn.refundCalls.filter((call) => call.paymentId === provider.id)).toEqual([{ paymentId: provider.id, amount: 1_000 }]);
    expect((await paymentRow(checkout.paymentId)).status).toBe("partially_refunded");
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.entityId, String(checkout.paymentId))));
    expect(audits).toHaveLength(1);
    const tooMuch = await admin.request(
      "POST",
      `/api/admin/payments/${checkout.paymentId}/refund`,
      { amountHalalas: checkout.amountHalalas, reason: "Everything" },
      { headers: { "Idempotency-Key": randomUUID() } },
    );
    expect(tooMuch.status).toBe(409);
    const panel = (await admin.request("GET", `/api/admin/bookings/${checkout.metadata.booking_id}/payments`)).body as unknown as StaffBookingPayments;
    expect(panel.payments[0]!.refunds.map((r) => [r.amountHalalas, r.status, r.reason])).toEqual([[1_000, "refunded", "Goodwill: late pickup"]]);
    expect(panel.payments[0]!.refundableHalalas).toBe(checkout.amountHalalas - 1_000);
  });

  it("recognises a refund whose answer was lost (the provider has it, we kept it pending) and never asks again", async () => {
    standIn.webhook = null;
    const { checkout, provider } = await paidDeposit();
    // Our call went through at the provider, then our server stopped before writing the answer.
    const direct = await fetch(`${standIn.url}/payments/${provider.id}/refund`, {
      method: "POST",
      headers: { ...json, Authorization: `Basic ${Buffer.from(`${STAND_IN_SECRET_KEY}:`).toString("base64")}` },
      body: JSON.stringify({ amount: 500 }),
    });
    expect(direct.status).toBe(200);
    await server.database.db.insert(paymentRefunds).values({
      paymentId: checkout.paymentId,
      amountHalalas: 500,
      reason: "Goodwill",
      origin: "staff",
      idempotencyKey: `staff:${randomUUID()}`,
      status: "pending",
    });
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    const refunds = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, checkout.paymentId));
    expect(refunds.map((r) => [r.amountHalalas, r.status])).toEqual([[500, "refunded"]]);
    expect(standIn.refundCalls.filter((call) => call.paymentId === provider.id)).toEqual([{ paymentId: provider.id, amount: 500 }]);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "partially_refunded", refundedHalalas: 500 });
  });

  it("refunds by the policy when the customer cancels before the cut-off, once", async () => {
    const { booking, checkout, provider } = await paidDeposit();
    const preview = await (await fetch(`${server.url}/api/booking-info/${booking.token}/refund-preview`)).json();
    expect(preview).toMatchObject({ beforeCutoff: true, paidHalalas: checkout.amountHalalas, refundableHalalas: checkout.amountHalalas });
    const cancel = await fetch(`${server.url}/api/booking-info/${booking.token}/cancel`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ reason: "Flight changed" }),
    });
    expect(cancel.status).toBe(200);
    const after = await summaryOf(booking.token);
    expect(after.payments[0]).toMatchObject({ status: "refunded", refundedHalalas: checkout.amountHalalas });
    expect(after.payments[0]!.refunds).toMatchObject([{ origin: "customer_cancel", status: "refunded", amountHalalas: checkout.amountHalalas }]);
    expect(after.bookingPaymentStatus).toBe("refunded");
    await server.scheduler.runNow(RECONCILE_TASK);
    expect(standIn.refundCalls.filter((call) => call.paymentId === provider.id)).toHaveLength(1);
  });
});

describe("junk", () => {
  it("answers 4xx to junk on every field and changes nothing", async () => {
    const { booking, checkout, provider } = await paidDeposit();
    const count = async () => [(await server.database.db.select().from(payments)).length, (await server.database.db.select().from(paymentRefunds)).length];
    const before = await count();
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { ...json, ...headers }, body });
    const base = `/api/booking-info/${booking.token}/payments`;
    const statuses = [
      (await post(base, JSON.stringify({ kind: "x" }))).status,
      (await post(base, JSON.stringify({ kind: "deposit", amountHalalas: 1 }))).status,
      (await post(base, "{")).status,
      (await post(base, JSON.stringify({ kind: "deposit" }), { "Idempotency-Key": "short" })).status,
      (await post(base, JSON.stringify([]))).status,
      (await post(`/api/booking-info/not-a-token/payments`, JSON.stringify({ kind: "deposit" }))).status,
      (await post(`${base}/abc/provider`, JSON.stringify({ providerId: provider.id }))).status,
      (await post(`${base}/99999999999/provider`, JSON.stringify({ providerId: provider.id }))).status,
      (await post(`${base}/${checkout.paymentId}/provider`, JSON.stringify({ providerId: "not-a-uuid" }))).status,
      (await post(`${base}/${checkout.paymentId}/provider`, JSON.stringify({ providerId: randomUUID() }))).status,
      (await post(`${base}/${checkout.paymentId}/provider`, JSON.stringify({ providerId: provider.id, extra: 1 }))).status,
      (await webhook({ id: "", type: "payment_paid", secret_token: WEBHOOK_SECRET, data: {} })).status,
      (await webhook({ secret_token: WEBHOOK_SECRET, data: { id: "x".repeat(500) }, id: randomUUID(), type: "payment_paid" })).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 400, 404, 404, 404, 400, 409, 400, 400, 400]);
    const returned = [
      await back(new URL(`${server.url}${base}/return`)),
      await back(new URL(`${server.url}${base}/return?id=%00`)),
      await back(new URL(`${server.url}${base}/return?id=${randomUUID()}&status=paid`)),
    ];
    expect(returned.map((r) => r.location)).toEqual(Array(3).fill(`/booking-info/${booking.token}?payment=failed`));
    const refund = (body: unknown) =>
      admin.request("POST", `/api/admin/payments/${checkout.paymentId}/refund`, body, { headers: { "Idempotency-Key": randomUUID() } });
    const refunds = [
      (await refund({ amountHalalas: -1, reason: "Because" })).status,
      (await refund({ amountHalalas: 1.5, reason: "Because" })).status,
      (await refund({ amountHalalas: "100", reason: "Because" })).status,
      (await refund({ amountHalalas: 1e12, reason: "Because" })).status,
      (await refund({ amountHalalas: 100, reason: "a\u0000b c" })).status,
      (await refund({ amountHalalas: 100 })).status,
      (await admin.request("POST", `/api/admin/payments/abc/refund`, { amountHalalas: 100, reason: "Because" })).status,
      (
        await admin.request(
          "POST",
          `/api/admin/payments/${checkout.paymentId}/refund`,
          { amountHalalas: 100, reason: "Because" },
          { headers: { "Idempotency-Key": "bad key" } },
        )
      ).status,
      (await admin.request("GET", `/api/admin/payments?status=nope`)).status,
      (await admin.request("GET", `/api/admin/payments?from=2026-13-01`)).status,
      (
        await admin.request("PATCH", `/api/admin/payments/settings/products/1`, {
          mode: "percent",
          percent: 101,
          fixedHalalas: null,
          allowFull: true,
          balanceDueHours: 1,
          version: 0,
        })
      ).status,
      (
        await admin.request("PATCH", `/api/admin/payments/settings/products/999999`, {
          mode: "none",
          percent: null,
          fixedHalalas: null,
          allowFull: false,
          balanceDueHours: 1,
          version: 0,
        })
      ).status,
      (await admin.request("PATCH", `/api/admin/payments/settings`, { refundPercentBeforeCutoff: -5 })).status,
    ];
    expect(refunds).toEqual([400, 400, 400, 400, 400, 400, 404, 400, 400, 400, 400, 404, 400]);
    expect(await count()).toEqual(before);
    expect((await paymentRow(checkout.paymentId)).status).toBe("paid");
  });
});

describe("staff reads", () => {
  it("lists payments with filters, exports CSV, and gives daily totals", async () => {
    const { checkout, booking } = await paidDeposit();
    const list = (await admin.request("GET", `/api/admin/payments?q=${encodeURIComponent(booking.reference)}`)).body as unknown as StaffPaymentList;
    expect(list.rows.map((r) => r.id)).toEqual([checkout.paymentId]);
    expect(list.sums.paidHalalas).toBe(checkout.amountHalalas);
    const csv = await staffFetch(`/api/admin/payments.csv?q=${encodeURIComponent(booking.reference)}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "payment_id,booking_reference,customer,kind,status,method,amount_sar,refunded_sar,currency,provider_id,receipt_number,created_at,paid_at",
    );
    expect(lines[1]).toContain(
      `${checkout.paymentId},${booking.reference},Aisha Rahman,deposit,paid,mada,${(checkout.amountHalalas / 100).toFixed(2)},0.00,SAR`,
    );
    const daily = (await admin.request("GET", "/api/admin/payments/daily?days=7")).body as unknown as PaymentDailyTotals;
    expect(daily.days).toHaveLength(7);
    expect(daily.today.paidHalalas).toBeGreaterThanOrEqual(checkout.amountHalalas);
  });
});

describe("/book's review terms (GET /api/payments/availability?product=)", () => {
  it("adds the product's deposit rule and the refund share; an unknown or malformed product reads as no deposit", async () => {
    const read = async (query: string) => (await (await fetch(`${server.url}/api/payments/availability${query}`)).json()) as Record<string, unknown>;
    const known = await read("?product=jeddah-airport-to-makkah");
    expect(known).toMatchObject({
      enabled: true,
      deposit: { mode: "percent", percent: 25, allowFull: true, balanceDueHours: 48 },
      refundPercentBeforeCutoff: 100,
    });
    expect(await read("?product=no-such-product")).toMatchObject({ enabled: true, deposit: null });
    expect(await read(`?product=${encodeURIComponent("x'; drop table products;--\u0000")}`)).toMatchObject({
      enabled: true,
      deposit: null,
      refundPercentBeforeCutoff: 0,
    });
    expect(await read("")).not.toHaveProperty("deposit");
  });
});
