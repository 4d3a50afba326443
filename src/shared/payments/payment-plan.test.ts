import { describe, expect, it } from "vitest";
import { bookingPaymentStatusOf, depositOf, NO_DEPOSIT, paymentOptions, refundableByPolicy, type DepositRule } from "./payment-plan";

const percent = (value: number, allowFull = false): DepositRule => ({ ...NO_DEPOSIT, mode: "percent", percent: value, allowFull });
const fixed = (halalas: number, allowFull = false): DepositRule => ({ ...NO_DEPOSIT, mode: "fixed", fixedHalalas: halalas, allowFull });

describe("payment plan", () => {
  it("computes deposits in whole halalas, capped at the price", () => {
    expect(depositOf(35_000, percent(20))).toBe(7_000);
    expect(depositOf(33_333, percent(25))).toBe(8_333);
    expect(depositOf(35_000, fixed(50_000))).toBe(35_000);
    expect(depositOf(35_000, NO_DEPOSIT)).toBe(0);
  });

  it("offers the deposit (and the full price when allowed) before anything is paid, the balance after", () => {
    expect(paymentOptions(35_000, 0, percent(20))).toEqual([{ kind: "deposit", amountHalalas: 7_000 }]);
    expect(paymentOptions(35_000, 0, percent(20, true))).toEqual([
      { kind: "deposit", amountHalalas: 7_000 },
      { kind: "full", amountHalalas: 35_000 },
    ]);
    expect(paymentOptions(35_000, 0, percent(100))).toEqual([{ kind: "full", amountHalalas: 35_000 }]);
    expect(paymentOptions(35_000, 7_000, percent(20))).toEqual([{ kind: "balance", amountHalalas: 28_000 }]);
    expect(paymentOptions(35_000, 35_000, percent(20))).toEqual([]);
    expect(paymentOptions(35_000, 0, NO_DEPOSIT)).toEqual([]);
    expect(paymentOptions(35_000, 0, { ...NO_DEPOSIT, allowFull: true })).toEqual([{ kind: "full", amountHalalas: 35_000 }]);
  });

  it("derives the booking's payment status from captured and refunded money", () => {
    expect(bookingPaymentStatusOf({ totalHalalas: 100, capturedHalalas: 0, refundedHalalas: 0 })).toBe("unpaid");
    expect(bookingPaymentStatusOf({ totalHalalas: 100, capturedHalalas: 20, refundedHalalas: 0 })).toBe("deposit");
    expect(bookingPaymentStatusOf({ totalHalalas: 100, capturedHalalas: 100, refundedHalalas: 0 })).toBe("paid");
    expect(bookingPaymentStatusOf({ totalHalalas: 100, capturedHalalas: 100, refundedHalalas: 30 })).toBe("deposit");
    expect(bookingPaymentStatusOf({ totalHalalas: 100, capturedHalalas: 100, refundedHalalas: 100 })).toBe("refunded");
  });

  it("refunds by the policy: the share before the cut-off, nothing automatic after it", () => {
    expect(refundableByPolicy({ netPaidHalalas: 7_000, beforeCutoff: true, percentBeforeCutoff: 100 })).toBe(7_000);
    expect(refundableByPolicy({ netPaidHalalas: 7_001, beforeCutoff: true, percentBeforeCutoff: 50 })).toBe(3_500);
    expect(refundableByPolicy({ netPaidHalalas: 7_000, beforeCutoff: false, percentBeforeCutoff: 100 })).toBe(0);
    expect(refundableByPolicy({ netPaidHalalas: 0, beforeCutoff: true, percentBeforeCutoff: 100 })).toBe(0);
  });
});
