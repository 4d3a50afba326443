import { randomBytes } from "node:crypto";
import { sha256Hex } from "#server/platform/auth/tokens";
import type { Messaging } from "#server/platform/messaging/messaging";
import { makkahTime } from "#shared/bookings/customer-time";
import { localizePath } from "#shared/i18n/localized-path";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { isBalanceOverdue } from "#shared/payments/balance-due";
import { formatSar } from "#shared/products/money";
import type { BalanceBooking, BalanceNoticesRepository } from "./balance-notices.repository";

export const BALANCE_DUE_TRIGGER = "payment.balanceDue" as const;
/** The booking page's pay section (booking-info-view.tsx scrolls to it once the payments have loaded). */
export const PAY_SECTION_ANCHOR = "pay";
/** As every booking link: it lives until a year after the last pickup (bookings' BOOKING_LINK_DAYS_AFTER_LAST_PICKUP). */
const LINK_DAYS_AFTER_LAST_PICKUP = 365;

/**
 * The customer's values for the balance template (template-purposes.ts "payment.balanceDue.customer").
 * The link goes at (or after) the due time, so the default texts say the balance is due now and
 * give the first pickup as the deadline; `balance.dueAt` is there for a template that wants it.
 */
export function balanceValues(booking: BalanceBooking, link: string, language: Language): Record<string, string> {
  return {
    "customer.name": booking.customer.name,
    "booking.reference": booking.reference,
    "booking.link": link,
    "balance.amount": formatSar(booking.totalHalalas - booking.netPaidHalalas, language),
    "balance.dueAt": booking.dueAt ? makkahTime(booking.dueAt, language) : "",
    "balance.pickupAt": booking.firstPickupAt ? makkahTime(booking.firstPickupAt, language) : "",
  };
}

/**
 * The balance link (issue 25: "a payment link sent at the due time"), run every few minutes by the
 * platform scheduler under its task lock. Each confirmed booking whose online balance has fallen
 * due (a deposit paid, something left, the product's balance due hours before the first pickup
 * passed, the pickup still ahead) raises "payment.balanceDue" once: the workflow rules send the
 * customer, in the booking's language, a new link to the booking page's pay section, where "pay
 * the rest" starts a payment of the amount the server computes then. Once means once per booking
 * ever: the notice's primary key, claimed in the same transaction as the link and the messages,
 * under the booking's row lock, decides across processes, overlapping runs and restarts.
 * Nothing happens while online payment is not configured, nor while no rule of the trigger is on
 * (the bookings stay due, and a rule switched on later still reaches those before their pickup).
 */
export function createBalanceNotices(deps: {
  repository: BalanceNoticesRepository;
  messaging: Pick<Messaging, "raise">;
  /** Whether online payment is configured now (payments-in-force). */
  inForce: () => Promise<unknown>;
  siteUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const site = deps.siteUrl.replace(/\/+$/, "");

  async function notice(bookingId: number, at: Date): Promise<number | null> {
    return deps.repository.transaction(async (tx) => {
      const booking = await deps.repository.lockBooking(tx, bookingId);
      // Read again under the lock: a payment, a cancellation or a new pickup time may have landed since the scan.
      if (!booking || booking.status !== "confirmed" || !booking.firstPickupAt || booking.firstPickupAt <= at) return null;
      const overdue = isBalanceOverdue({
        dueAt: booking.dueAt,
        totalHalalas: booking.totalHalalas,
        netPaidHalalas: booking.netPaidHalalas,
        bookingStatus: booking.status,
        paymentStatus: booking.paymentStatus,
        now: at,
      });
      if (!overdue || !booking.dueAt) return null;
      const claimed = await deps.repository.claim(tx, {
        bookingId: booking.id,
        dueAt: booking.dueAt,
        remainingHalalas: booking.totalHalalas - booking.netPaidHalalas,
      });
      if (!claimed) return null;
      const language: Language = isLanguage(booking.language) ? booking.language : "en";
      const token = randomBytes(32).toString("base64url");
      const lastPickup = Math.max(at.getTime(), booking.lastPickupAt?.getTime() ?? 0);
      await deps.repository.addBookingLink(tx, booking.id, sha256Hex(token), new Date(lastPickup + LINK_DAYS_AFTER_LAST_PICKUP * 86_400_000));
      const link = `${site}${localizePath(`/booking-info/${token}`, language)}#${PAY_SECTION_ANCHOR}`;
      const { customer } = booking;
      const ids = await deps.messaging.raise(tx, {
        trigger: BALANCE_DUE_TRIGGER,
        subjectKey: `booking:${booking.id}:${BALANCE_DUE_TRIGGER}`,
        recipients: {
          customer: { email: customer.email, phone: customer.phone, whatsapp: customer.whatsapp, language, values: balanceValues(booking, link, language) },
        },
      });
      await deps.repository.recordOutbox(tx, booking.id, ids);
      return ids.length;
    });
  }

  return {
    /** One run: how many bookings got their notice, and how many messages were queued. */
    async run(): Promise<{ noticed: number; queued: number }> {
      const result = { noticed: 0, queued: 0 };
      if (!(await deps.inForce())) return result;
      if (!(await deps.repository.ruleIsOn(BALANCE_DUE_TRIGGER))) return result;
      const at = now();
      for (const bookingId of await deps.repository.dueBookings(at)) {
        const queued = await notice(bookingId, at);
        if (queued === null) continue;
        result.noticed += 1;
        result.queued += queued;
      }
      return result;
    },
  };
}
export type BalanceNotices = ReturnType<typeof createBalanceNotices>;
