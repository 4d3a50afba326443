import type { PaymentStatus } from "../bookings/booking-kinds";
import type { DepositMode, PaymentKind } from "./payment-kinds";

/** A product's deposit rule (/admin payments settings); `none` means pay later, as before. */
export interface DepositRule {
  mode: DepositMode;
  /** 1–100, used when mode is `percent`. */
  percent: number | null;
  /** Halalas, used when mode is `fixed` (capped at the price). */
  fixedHalalas: number | null;
  /** The customer may pay the whole price at once instead of the deposit. */
  allowFull: boolean;
  /** The balance falls due this many hours before the first pickup. */
  balanceDueHours: number;
}

export const NO_DEPOSIT: DepositRule = { mode: "none", percent: null, fixedHalalas: null, allowFull: false, balanceDueHours: 48 };

/** The deposit for a price under a rule, in whole halalas (a percentage rounds to the halala). */
export function depositOf(totalHalalas: number, rule: DepositRule): number {
  if (totalHalalas <= 0) return 0;
  if (rule.mode === "percent" && rule.percent) return Math.min(totalHalalas, Math.round((totalHalalas * rule.percent) / 100));
  if (rule.mode === "fixed" && rule.fixedHalalas) return Math.min(totalHalalas, rule.fixedHalalas);
  return 0;
}

export interface PaymentOption {
  kind: PaymentKind;
  amountHalalas: number;
}

/**
 * What the customer may pay now, given the price, what is already paid (net of refunds) and the
 * rule: nothing yet paid → the deposit (and the full price if allowed; the full price alone when
 * the deposit would be the whole price); something paid → the balance. A product without a
 * deposit rule still lets a customer pay in full when `allowFull` is on.
 */
export function paymentOptions(totalHalalas: number, netPaidHalalas: number, rule: DepositRule): PaymentOption[] {
  const remaining = Math.max(0, totalHalalas - netPaidHalalas);
  if (remaining === 0) return [];
  if (netPaidHalalas > 0) return [{ kind: "balance", amountHalalas: remaining }];
  const deposit = depositOf(totalHalalas, rule);
  const options: PaymentOption[] = [];
  if (deposit > 0 && deposit < totalHalalas) options.push({ kind: "deposit", amountHalalas: deposit });
  if (rule.allowFull || deposit >= totalHalalas) options.push({ kind: "full", amountHalalas: totalHalalas });
  return options;
}

/** The amount a payment of this kind costs now, or null when that kind is not on offer. */
export function amountFor(kind: PaymentKind, totalHalalas: number, netPaidHalalas: number, rule: DepositRule): number | null {
  return paymentOptions(totalHalalas, netPaidHalalas, rule).find((option) => option.kind === kind)?.amountHalalas ?? null;
}

/**
 * The booking's payment status (DESIGN: unpaid, deposit, paid, refunded) from the online money:
 * all of it returned → refunded; the price covered → paid; some → deposit.
 */
export function bookingPaymentStatusOf(input: { totalHalalas: number; capturedHalalas: number; refundedHalalas: number }): PaymentStatus {
  const net = input.capturedHalalas - input.refundedHalalas;
  if (input.capturedHalalas > 0 && net <= 0) return "refunded";
  if (net >= input.totalHalalas && net > 0) return "paid";
  if (net > 0) return "deposit";
  return "unpaid";
}

/**
 * The cancellation policy's refund: everything paid online, back, when the customer cancels
 * before the free-cancellation cut-off; after it nothing automatic (a request staff decide on,
 * who may refund by hand). `percentBeforeCutoff` is the company's setting (100 by default).
 */
export function refundableByPolicy(input: { netPaidHalalas: number; beforeCutoff: boolean; percentBeforeCutoff: number }): number {
  if (!input.beforeCutoff || input.netPaidHalalas <= 0) return 0;
  return Math.floor((input.netPaidHalalas * input.percentBeforeCutoff) / 100);
}
