import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "#server/db/schema/outbox";
import { workflowRules } from "#server/db/schema/workflow";
import { createLogger } from "#server/platform/logger/logger";
import { createMessaging } from "#server/platform/messaging/messaging";
import { createPaymentsInForce } from "#server/platform/payments/payments-in-force";
import { createScheduler } from "#server/platform/scheduler/scheduler";
import { inProcessTaskLock } from "#server/platform/scheduler/task-lock.repository";
import { signedInAdmin } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";
import type { SystemStatus } from "#shared/system/system-status";
import type { BookingPaymentSummary } from "#shared/payments/payments-api";
import { createBalanceNoticesRepository } from "./balance-notices.repository";
import { createBalanceNotices } from "./balance-notices.service";
import { insertDepositBooking } from "#server/test-support/deposit-bookings.repository";

const HOUR = 3_600_000;
const SITE = "http://rihla.test";
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // Online payment configured, so the booking page's summary offers the balance (no provider is asked for it).
  server = await startTestServer({ MOYASAR_API_URL: "http://127.0.0.1:9", MOYASAR_SECRET_KEY: "sk_test_balance", MOYASAR_PUBLISHABLE_KEY: "pk_test_balance" });
}, 60_000);
afterAll(async () => server?.stop());
const db = () => server.database.db;

const configured = createPaymentsInForce(async () => ({ values: { secretKey: "sk_test_balance", publishableKey: "pk_test_balance" }, fromEnvironment: true }));
const notConfigured = createPaymentsInForce(async () => ({ values: {}, fromEnvironment: false }));
/** The task's service at a test clock: `hours` from the real now (the test bookings' legs are placed from it). */
const notices = (hours: number, inForce = configured) =>
  createBalanceNotices({
    repository: createBalanceNoticesRepository(db()),
    messaging: createMessaging(db()),
    inForce,
    siteUrl: SITE,
    now: () => new Date(Date.now() + hours * HOUR),
  });

const depositBooking = (options: Parameters<typeof insertDepositBooking>[1]) => insertDepositBooking(db(), options);
const sentTo = (recipient: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, "payment.balanceDue")));
const tokenIn = (body: string) => /\/booking-info\/([A-Za-z0-9_-]{43})#pay/.exec(body)?.[1];

describe("the balance link at the due time", () => {
  it("is sent once at the due time (not before), on WhatsApp, with the remaining amount, the times in Makkah time and a working link to the pay section", async () => {
    // Pickup in 72 hours: the balance falls due 48 hours before, 24 hours from now.
    const booking = await depositBooking({ name: "Balance Pilgrim", paid: 8_750 });
    expect(await notices(23).run()).toEqual({ noticed: 0, queued: 0 });
    expect(await sentTo(booking.phone)).toEqual([]);

    expect(await notices(24.1).run()).toEqual({ noticed: 1, queued: 1 });
    const [message, ...more] = await sentTo(booking.phone);
    expect(more).toEqual([]);
    expect(message!.channel).toBe("whatsapp");
    expect(message!.body).toMatch(
      new RegExp(
        `^Rihla: the rest of your booking ${booking.reference}, SAR\\s?262\\.50, is now due\\. Please pay it before your first pickup on .+ Makkah time: http://rihla\\.test/booking-info/[A-Za-z0-9_-]{43}#pay$`,
      ),
    );
    // The link opens the booking, whose payments offer the balance: 350 SAR less the 87.50 deposit.
    const token = tokenIn(message!.body)!;
    expect((await fetch(`${server.url}/api/booking-info/${token}`)).status).toBe(200);
    const summary = (await (await fetch(`${server.url}/api/booking-info/${token}/payments`)).json()) as BookingPaymentSummary;
    expect(summary.options).toEqual([{ kind: "balance", amountHalalas: 26_250 }]);

    // Later runs, new services over the same database (a restart), and two schedulers at once send nothing more.
    expect(await notices(25).run()).toEqual({ noticed: 0, queued: 0 });
    const instances = [0, 1].map(() => {
      const scheduler = createScheduler({ lock: inProcessTaskLock, logger: createLogger("silent") });
      const task = notices(30);
      scheduler.add({ name: "payments.balance-due", pattern: "0 0 1 1 *", run: () => task.run() });
      return scheduler;
    });
    expect(await Promise.all(instances.map((scheduler) => scheduler.runNow("payments.balance-due")))).toEqual(["ran", "ran"]);
    await Promise.all(instances.map((scheduler) => scheduler.stop()));
    expect(await sentTo(booking.phone)).toHaveLength(1);
    const notice = await createBalanceNoticesRepository(db()).notice(booking.id);
    expect(notice).toMatchObject({ remainingHalalas: 26_250, outboxIds: [message!.id] });
  });

  it("is sent once with two runs overlapping, without a lock", async () => {
    const booking = await depositBooking({ name: "Overlap Pilgrim", paid: 8_750 });
    const results = await Promise.all([notices(25).run(), notices(25).run()]);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(1);
    expect(await sentTo(booking.phone)).toHaveLength(1);
  });

  it("is in the booking's language, and by email when the customer's phone takes no WhatsApp", async () => {
    const booking = await depositBooking({ name: "Arabic Pilgrim", paid: 8_750, language: "ar", email: "arabic.pilgrim@example.com" });
    await notices(24.1).run();
    expect(await sentTo(booking.phone)).toEqual([]);
    const [email] = await sentTo("arabic.pilgrim@example.com");
    expect(email!.channel).toBe("email");
    expect(email!.subject).toBe(`موعد سداد المتبقي من حجزك ${booking.reference}`);
    expect(email!.body).toMatch(/وقدره \D?262\.50\sر\.س\.\D?، ويُرجى دفعه قبل موعد انطلاقك الأول .+ بتوقيت مكة المكرمة\./);
    expect(email!.body).toMatch(/http:\/\/rihla\.test\/ar\/booking-info\/[A-Za-z0-9_-]{43}#pay/);
  });

  it("is not sent when fully paid, nothing paid, cancelled, after the pickup, or while online payment is off", async () => {
    const full = await depositBooking({ name: "Paid Pilgrim", paid: 35_000 });
    const none = await depositBooking({ name: "Unpaid Pilgrim" });
    const cancelled = await depositBooking({ name: "Cancelled Pilgrim", paid: 8_750, status: "cancelled" });
    const markedPaid = await depositBooking({ name: "Cash Pilgrim", paid: 8_750, paymentStatus: "paid" });
    const past = await depositBooking({ name: "Late Pilgrim", paid: 8_750, pickupIn: 2 });
    const off = await depositBooking({ name: "Offline Pilgrim", paid: 8_750 });

    expect(await notices(24.1, notConfigured).run()).toEqual({ noticed: 0, queued: 0 });
    // Past the pickup of the 2-hour booking; the others are due.
    await notices(24.1).run();
    for (const booking of [full, none, cancelled, markedPaid, past]) expect(await sentTo(booking.phone), booking.reference).toEqual([]);
    // Payments back on: the booking skipped while off is still due, and gets its link.
    expect(await sentTo(off.phone)).toHaveLength(1);
  });

  it("waits while the rule is off, then reaches a booking still before its pickup", async () => {
    const booking = await depositBooking({ name: "Rule Off Pilgrim", paid: 8_750 });
    await db().update(workflowRules).set({ enabled: false }).where(eq(workflowRules.seedKey, "payment.balanceDue.customer"));
    await notices(25).run();
    expect(await sentTo(booking.phone)).toEqual([]);
    expect(await createBalanceNoticesRepository(db()).notice(booking.id)).toBeNull();
    await db().update(workflowRules).set({ enabled: true }).where(eq(workflowRules.seedKey, "payment.balanceDue.customer"));
    await notices(26).run();
    expect(await sentTo(booking.phone)).toHaveLength(1);
  });

  it("is a task of the running server, every five minutes", async () => {
    const { client } = await signedInAdmin(server);
    const status = (await client.request("GET", "/api/admin/system/status")).body as unknown as SystemStatus;
    expect(status.scheduler.find((task) => task.name === "payments.balance-due")).toMatchObject({ pattern: "*/5 * * * *" });
  });
});
