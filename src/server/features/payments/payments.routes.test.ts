import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingEvents, bookings } from "#server/db/schema/bookings";
import { paymentRefunds, payments, paymentWebhookEvents } from "#server/db/schema/payments";
import { auditLog } from "#server/db/schema/staff-auth";
import { startMoyasarStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY, type MoyasarStandIn } from "#server/platform/payments/stand-in/moyasar-stand-in";
import { bookThroughApi } from "#server/test-support/create-booking";
import { applePay, payOnHostedPage, stcPay, testCard } from "#server/test-support/moyasar-checkout";
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
/** Our success_url is on SITE_URL; the test server listens elsewhere, so only its path and query are kept. */
const back = async (url: URL) => {
  const res = await fetch(new URL(`${url.pathname}${url.search}`, server.url), { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") ?? "" };
};
const paymentRow = async (id: number) => (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const bookingRow = async (id: number) => (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const bookingIdOf = async (paymentId: number) => (await paymentRow(paymentId)).bookingId;
const invoiceOf = async (paymentId: number) => standIn.invoices.get((await paymentRow(paymentId)).invoiceId!)!;
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

/** Books, starts a deposit, pays it on the provider's hosted page with `fields`, and comes back by the success_url. */
async function paidDeposit(fields: Record<string, string> = testCard(MADA_PAID)) {
  const booking = await bookThroughApi(server.url);
  const { body: checkout } = await start(booking.token);
  const hosted = await payOnHostedPage(checkout.checkoutUrl, fields);
  const returned = hosted.landed ? await back(hosted.landed) : null;
  return { booking, checkout, hosted, providerId: hosted.paymentId!, returned };
}

describe("paying a deposit on the provider's hosted page", () => {
  it("creates our record, then the invoice (the server's amount, our ids, a short expiry before the pickup), and records money only after asking the provider", async () => {
    const booking = await bookThroughApi(server.url);
    const before = await summaryOf(booking.token);
    expect(before.enabled).toBe(true);
    expect(before.availability).toEqual({ enabled: true, sources: ["creditcard", "applepay", "stcpay"] });
    const deposit = Math.round(before.totalHalalas * 0.25);
    expect(before.options).toEqual([
      { kind: "deposit", amountHalalas: deposit },
      { kind: "full", amountHalalas: before.totalHalalas },
    ]);
    const startedAt = Date.now();
    const { res, body: checkout } = await start(booking.token);
    expect(res.status).toBe(201);
    expect(checkout.amountHalalas).toBe(deposit);
    // Stored before the browser is told where to go: the invoice's id and page.
    const row = await paymentRow(checkout.paymentId);
    expect(row).toMatchObject({ status: "initiated", providerId: null });
    const invoice = standIn.invoices.get(row.invoiceId!)!;
    expect(checkout.checkoutUrl).toBe(invoice.url);
    expect(row.invoiceUrl).toBe(invoice.url);
    expect(invoice).toMatchObject({
      amount: deposit,
      currency: "SAR",
      metadata: { booking_id: String(row.bookingId), payment_id: String(row.id), booking_reference: booking.reference },
    });
    expect(invoice.description).toBe(`Booking ${booking.reference}`);
    expect(invoice.success_url).toMatch(new RegExp(`/api/booking-info/${booking.token}/payments/${row.id}/return\\?lang=en$`));
    expect(invoice.back_url).toMatch(new RegExp(`/booking-info/${booking.token}$`));
    const expiry = Date.parse(invoice.expired_at!);
    expect(expiry).toBeGreaterThan(startedAt + 10 * 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(new Date(checkout.expiresAt).getTime()).toBe(expiry);

    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect(hosted.landed?.toString()).toBe(invoice.success_url);
    // The provider took the money; we have recorded nothing until we ask it.
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    const returned = await back(hosted.landed!);
    expect(returned).toEqual({ status: 303, location: `/booking-info/${booking.token}?payment=paid` });
    expect((await paymentRow(checkout.paymentId)).providerId).toBe(hosted.paymentId);
    const after = await summaryOf(booking.token);
    expect(after.paidHalalas).toBe(deposit);
    expect(after.remainingHalalas).toBe(before.totalHalalas - deposit);
    expect(after.options).toEqual([{ kind: "balance", amountHalalas: before.totalHalalas - deposit }]);
    expect(after.bookingPaymentStatus).toBe("deposit");
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: "paid", method: "mada", cardLast4: "1010", amountHalalas: deposit });
    expect(after.payments[0]!.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
    const events = await server.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.bookingId));
    expect(events.filter((e) => e.kind === "payment").map((e) => [e.fromStatus, e.toStatus])).toEqual([["unpaid", "deposit"]]);
  });

  it("answers a retried start with the same payment (one record), refuses the same key with another body, and sends a second press to the same open page", async () => {
    const booking = await bookThroughApi(server.url);
    const key = randomUUID();
    const first = await start(booking.token, "deposit", key);
    const again = await start(booking.token, "deposit", key);
    expect([first.res.status, again.res.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect((await start(booking.token, "full", key)).res.status).toBe(422);
    // Back from the page without paying, then pressed again (a new key): the same page, no new invoice.
    const pressedAgain = await start(booking.token, "deposit");
    expect(pressedAgain.res.status).toBe(200);
    expect(pressedAgain.body.checkoutUrl).toBe(first.body.checkoutUrl);
    expect((await summaryOf(booking.token)).payments).toHaveLength(1);
    const bookingId = String(await bookingIdOf(first.body.paymentId));
    expect([...standIn.invoices.values()].filter((i) => i.metadata.booking_id === bookingId)).toHaveLength(1);
  });

  it("brings the customer back in the language they pressed pay in (the back button and the return)", async () => {
    const booking = await bookThroughApi(server.url);
    const res = await fetch(`${server.url}/api/booking-info/${booking.token}/payments`, {
      method: "POST",
      headers: { ...json, "Idempotency-Key": randomUUID(), "Accept-Language": "ar" },
      body: JSON.stringify({ kind: "deposit" }),
    });
    const checkout = (await res.json()) as CheckoutStart;
    const invoice = await invoiceOf(checkout.paymentId);
    expect(invoice.back_url).toMatch(new RegExp(`/ar/booking-info/${booking.token}$`));
    expect(invoice.description).toBe(`حجز ${booking.reference}`);
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect((await back(hosted.landed!)).location).toBe(`/ar/booking-info/${booking.token}?payment=paid`);
  });

  it("takes Apple Pay and STC Pay on the same page, by the provider's test outcomes", async () => {
    const apple = await paidDeposit(applePay("approved"));
    expect(apple.returned?.location).toBe(`/booking-info/${apple.booking.token}?payment=paid`);
    expect((await summaryOf(apple.booking.token)).payments[0]).toMatchObject({ status: "paid", method: "applepay" });
    const stc = await paidDeposit(stcPay("123456"));
    expect(stc.returned?.location).toBe(`/booking-info/${stc.booking.token}?payment=paid`);
    expect((await summaryOf(stc.booking.token)).payments[0]).toMatchObject({ status: "paid", method: "stcpay" });
    // STC Pay's OTP 111111 and Apple Pay's declined card: the page says so and stays; nothing is recorded as paid.
    const short = await paidDeposit(stcPay("111111"));
    expect(short.hosted.landed).toBeNull();
    expect(short.hosted.html).toContain("Insufficient Balance.");
    const declined = await paidDeposit(applePay("declined"));
    expect(declined.hosted.html).toContain("DECLINED");
    for (const attempt of [short, declined]) {
      expect((await paymentRow(attempt.checkout.paymentId)).status).toBe("initiated");
      expect((await summaryOf(attempt.booking.token)).paidHalalas).toBe(0);
    }
    // The card then paid on the same open page is the one recorded.
    const retry = await payOnHostedPage(short.checkout.checkoutUrl, testCard(MADA_PAID));
    expect((await back(retry.landed!)).location).toBe(`/booking-info/${short.booking.token}?payment=paid`);
    expect(await paymentRow(short.checkout.paymentId)).toMatchObject({ status: "paid", providerId: retry.paymentId, method: "mada" });
  });
});

describe("never the redirect alone", () => {
  it("records nothing when the return says paid but the provider says the card failed", async () => {
    const { booking, checkout, hosted, providerId } = await paidDeposit(testCard(MADA_NO_FUNDS));
    expect(hosted.landed).toBeNull();
    expect(hosted.html).toContain("INSUFFICIENT FUNDS");
    const invoice = await invoiceOf(checkout.paymentId);
    const lie = new URL(invoice.success_url!);
    lie.searchParams.set("id", providerId);
    lie.searchParams.set("status", "paid");
    lie.searchParams.set("message", "APPROVED");
    expect((await back(lie)).location).toBe(`/booking-info/${booking.token}?payment=failed`);
    const row = await paymentRow(checkout.paymentId);
    expect(row).toMatchObject({ status: "initiated", providerId: null, receiptNumber: null });
    expect(row.failureMessage).toContain("INSUFFICIENT FUNDS");
    expect((await summaryOf(booking.token)).paidHalalas).toBe(0);
    expect((await bookingRow(row.bookingId)).paymentStatus).toBe("unpaid");
  });

  it.each([
    ["amount", { amount: 100 }],
    ["currency", { currency: "USD" }],
  ])("refuses a provider payment whose %s differs from ours", async (_what, override) => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    standIn.webhook = null;
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    Object.assign(standIn.payments.get(hosted.paymentId!)!, override);
    expect((await back(hosted.landed!)).location).toBe(`/booking-info/${booking.token}?payment=failed`);
    const row = await paymentRow(checkout.paymentId);
    expect(row.status).toBe("failed");
    expect(row.receiptNumber).toBeNull();
    expect((await bookingRow(row.bookingId)).paymentStatus).toBe("unpaid");
  });

  it("refuses an invoice that is not the one we made (another booking in its metadata)", async () => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    standIn.webhook = null;
    const invoice = await invoiceOf(checkout.paymentId);
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    invoice.metadata.booking_id = String(Number(invoice.metadata.booking_id) + 1000);
    await back(hosted.landed!);
    expect((await paymentRow(checkout.paymentId)).status).toBe("failed");
    expect((await summaryOf(booking.token)).paidHalalas).toBe(0);
  });

  it("closes an expired invoice unpaid: its page takes nothing, ours fails, and a new press makes a new page", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const invoice = await invoiceOf(checkout.paymentId);
    invoice.expired_at = new Date(Date.now() - 1_000).toISOString();
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect(hosted.status).toBe(400);
    expect(hosted.html).toContain("expired");
    expect(invoice.paymentIds).toEqual([]);
    expect((await back(new URL(invoice.success_url!))).location).toBe(`/booking-info/${booking.token}?payment=failed`);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "failed", failureMessage: "The payment page closed unpaid." });
    const again = await start(booking.token);
    expect(again.res.status).toBe(201);
    expect(again.body.paymentId).not.toBe(checkout.paymentId);
    expect(again.body.checkoutUrl).not.toBe(checkout.checkoutUrl);
  });

  it("answers a failed start when the provider cannot make the page, and a retry of the same press makes it", async () => {
    const booking = await bookThroughApi(server.url);
    const key = randomUUID();
    standIn.mode = "down";
    try {
      const refused = await start(booking.token, "deposit", key);
      expect(refused.res.status).toBe(502);
      expect(refused.body).toMatchObject({ code: "payment.providerUnavailable", error: "The payment service is not answering; please try again in a moment." });
    } finally {
      standIn.mode = "ok";
    }
    const retried = await start(booking.token, "deposit", key);
    expect(retried.res.status).toBe(200);
    expect(retried.body.checkoutUrl).toContain("/checkout/invoices/");
    expect((await summaryOf(booking.token)).payments).toHaveLength(1);
  });
});

describe("the webhook", () => {
  it("refuses a wrong or missing secret_token with 401 and records nothing", async () => {
    const { providerId } = await paidDeposit();
    const event = { id: randomUUID(), type: "payment_paid", data: { id: providerId } };
    const before = (await server.database.db.select().from(paymentWebhookEvents)).length;
    expect((await webhook({ ...event, secret_token: "wrong" })).status).toBe(401);
    expect((await webhook(event)).status).toBe(401);
    expect((await webhook({ ...event, secret_token: 12 })).status).toBe(401);
    expect((await fetch(`${server.url}/api/webhooks/moyasar`, { method: "POST", headers: json, body: "{not json" })).status).toBe(401);
    expect((await server.database.db.select().from(paymentWebhookEvents)).length).toBe(before);
  });

  it("acts once on a duplicated event and never moves a payment backwards on a late one", async () => {
    const { checkout, providerId } = await paidDeposit();
    const paid = { id: randomUUID(), type: "payment_paid", secret_token: WEBHOOK_SECRET, data: { id: providerId, status: "paid" } };
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
    expect((await bookingRow(row.bookingId)).paymentStatus).toBe("refunded");
  });

  it("records a payment made on our page from the webhook alone (the customer never came back), after asking the provider", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    const invoice = await invoiceOf(checkout.paymentId);
    const event = { id: randomUUID(), type: "payment_paid", secret_token: WEBHOOK_SECRET, data: { id: hosted.paymentId, invoice_id: invoice.id } };
    expect((await webhook(event)).status).toBe(200);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "paid", providerId: hosted.paymentId });
  });

  it("is always followed by a fetch: a webhook claiming paid for a failed attempt, or naming our invoice with another's payment, changes nothing", async () => {
    standIn.webhook = null;
    const { checkout, providerId } = await paidDeposit(testCard(MADA_NO_FUNDS));
    const invoice = await invoiceOf(checkout.paymentId);
    const forged = { id: randomUUID(), type: "payment_paid", secret_token: WEBHOOK_SECRET, data: { id: providerId, invoice_id: invoice.id, status: "paid" } };
    expect((await webhook(forged)).status).toBe(200);
    const other = await paidDeposit();
    const mixed = { id: randomUUID(), type: "payment_paid", secret_token: WEBHOOK_SECRET, data: { id: randomUUID(), invoice_id: invoice.id, status: "paid" } };
    expect((await webhook(mixed)).status).toBe(200);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "initiated", providerId: null, paidAt: null });
    expect((await paymentRow(other.checkout.paymentId)).status).toBe("paid");
  });

  it("takes the invoice's callback only as a hint: our open invoice is fetched; junk and strangers change nothing", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    await payOnHostedPage(checkout.checkoutUrl, applePay("approved"));
    const hint = (body: string) => fetch(`${server.url}/api/webhooks/moyasar/invoices`, { method: "POST", headers: json, body });
    const answers = [
      (await hint("{")).status,
      (await hint(JSON.stringify({ id: "x".repeat(300) }))).status,
      (await hint(JSON.stringify({ id: randomUUID(), status: "paid" }))).status,
    ];
    expect(answers).toEqual([200, 200, 200]);
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    const invoice = await invoiceOf(checkout.paymentId);
    expect((await hint(JSON.stringify({ id: invoice.id, status: "paid" }))).status).toBe(200);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "paid", method: "applepay" });
  });
});

describe("reconciliation", () => {
  it("says 'checking' when the provider cannot be asked at the return, and settles it once it answers", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    standIn.mode = "down";
    try {
      expect((await back(hosted.landed!)).location).toBe(`/booking-info/${booking.token}?payment=pending`);
      const checking = await summaryOf(booking.token);
      expect(checking).toMatchObject({ pending: true, paidHalalas: 0 });
    } finally {
      standIn.mode = "ok";
    }
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    expect(await summaryOf(booking.token)).toMatchObject({ pending: false, paidHalalas: checkout.amountHalalas });
  });

  it("repairs a payment whose return and webhook never reached us (the customer closed the tab)", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    const row = await paymentRow(checkout.paymentId);
    expect(row).toMatchObject({ status: "paid", providerId: hosted.paymentId });
    expect((await bookingRow(row.bookingId)).paymentStatus).toBe("deposit");
  });
});

describe("refunds", () => {
  it("refunds once when the staff refund is retried with the same key, audited, partial then the rest", async () => {
    const { checkout, providerId } = await paidDeposit();
    const key = randomUUID();
    const body = { amountHalalas: 1_000, reason: "Goodwill: late pickup" };
    const first = await admin.request("POST", `/api/admin/payments/${checkout.paymentId}/refund`, body, { headers: { "Idempotency-Key": key } });
    const retry = await admin.request("POST", `/api/admin/payments/${checkout.paymentId}/refund`, body, { headers: { "Idempotency-Key": key } });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(standIn.refundCalls.filter((call) => call.paymentId === providerId)).toEqual([{ paymentId: providerId, amount: 1_000 }]);
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
    const panel = (await admin.request("GET", `/api/admin/bookings/${await bookingIdOf(checkout.paymentId)}/payments`)).body as unknown as StaffBookingPayments;
    expect(panel.payments[0]!.refunds.map((r) => [r.amountHalalas, r.status, r.reason])).toEqual([[1_000, "refunded", "Goodwill: late pickup"]]);
    expect(panel.payments[0]!.refundableHalalas).toBe(checkout.amountHalalas - 1_000);
  });

  it("recognises a refund whose answer was lost (the provider has it, we kept it pending) and never asks again", async () => {
    standIn.webhook = null;
    const { checkout, providerId } = await paidDeposit();
    // Our call went through at the provider, then our server stopped before writing the answer.
    const direct = await fetch(`${standIn.url}/payments/${providerId}/refund`, {
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
    expect(standIn.refundCalls.filter((call) => call.paymentId === providerId)).toEqual([{ paymentId: providerId, amount: 500 }]);
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "partially_refunded", refundedHalalas: 500 });
  });

  it("refunds by the policy when the customer cancels before the cut-off, once", async () => {
    const { booking, checkout, providerId } = await paidDeposit();
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
    expect(standIn.refundCalls.filter((call) => call.paymentId === providerId)).toHaveLength(1);
  });
});

describe("money after a cancel", () => {
  it("refunds in full, once, a payment made on a page left open after the booking was cancelled", async () => {
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    const cancel = await fetch(`${server.url}/api/booking-info/${booking.token}/cancel`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ reason: "Plans changed" }),
    });
    expect(cancel.status).toBe(200);
    // The provider has no call to close its page: the customer can still pay on the open tab.
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect((await back(hosted.landed!)).location).toMatch(/\?payment=paid$/);
    const after = await summaryOf(booking.token);
    expect(after.payments[0]).toMatchObject({ status: "refunded", refundedHalalas: checkout.amountHalalas });
    expect(after.payments[0]!.refunds).toMatchObject([{ origin: "paid_after_cancel", status: "refunded", amountHalalas: checkout.amountHalalas }]);
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    expect(standIn.refundCalls.filter((call) => call.paymentId === hosted.paymentId)).toEqual([
      { paymentId: hosted.paymentId, amount: checkout.amountHalalas },
    ]);
  });

  it("finds it by reconciliation when no webhook came", async () => {
    standIn.webhook = null;
    const booking = await bookThroughApi(server.url);
    const { body: checkout } = await start(booking.token);
    expect((await fetch(`${server.url}/api/booking-info/${booking.token}/cancel`, { method: "POST", headers: json, body: JSON.stringify({}) })).status).toBe(
      200,
    );
    const hosted = await payOnHostedPage(checkout.checkoutUrl, testCard(MADA_PAID));
    expect((await paymentRow(checkout.paymentId)).status).toBe("initiated");
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: "refunded", refundedHalalas: checkout.amountHalalas });
    expect(await server.scheduler.runNow(RECONCILE_TASK)).toBe("ran");
    expect(standIn.refundCalls.filter((call) => call.paymentId === hosted.paymentId)).toHaveLength(1);
  });
});

describe("junk", () => {
  it("answers 4xx to junk on every field and changes nothing", async () => {
    const { booking, checkout } = await paidDeposit();
    const other = await start((await bookThroughApi(server.url)).token);
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
      (await webhook({ id: "", type: "payment_paid", secret_token: WEBHOOK_SECRET, data: {} })).status,
      (await webhook({ secret_token: WEBHOOK_SECRET, data: { id: "x".repeat(500) }, id: randomUUID(), type: "payment_paid" })).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 400, 404, 400, 400]);
    const returned = [
      await back(new URL(`${server.url}${base}/return`)),
      await back(new URL(`${server.url}${base}/return?id=%00`)),
      await back(new URL(`${server.url}${base}/return?id=${randomUUID()}&status=paid`)),
      await back(new URL(`${server.url}${base}/abc/return?status=paid`)),
      await back(new URL(`${server.url}${base}/99999999999/return`)),
      await back(new URL(`${server.url}${base}/2147483000/return?status=paid`)),
      // Another booking's payment id under this booking's link.
      await back(new URL(`${server.url}${base}/${other.body.paymentId}/return?status=paid`)),
    ];
    expect(returned.map((r) => r.location)).toEqual(Array(7).fill(`/booking-info/${booking.token}?payment=failed`));
    expect((await back(new URL(`${server.url}/api/booking-info/not-a-token/payments/${checkout.paymentId}/return`))).status).toBe(404);
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
