import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { dailyTotalsQuerySchema, paymentPolicySchema, productDepositSettingsSchema, staffPaymentsQuerySchema, staffRefundSchema } from "./payment.schema";
import { hasStaffPaymentArabic, staffPaymentText } from "./staff-payment-texts";

const long = (n: number) => "x".repeat(n);

describe("staff payment texts", () => {
  it("has the Arabic of every message the staff payment schemas give", () => {
    const messages = [
      ...messagesOf(staffRefundSchema, [
        {},
        { amountHalalas: -1, reason: "" },
        { amountHalalas: 1.5, reason: long(501) },
        { amountHalalas: 1e12, reason: "\u0000bad" },
      ]),
      ...messagesOf(staffPaymentsQuerySchema, [
        { from: "x", status: "x", kind: "x", method: "x", limit: "0", offset: "-1" },
        { from: "2026-02-02", to: "2026-02-01", limit: "201", offset: "100001" },
      ]),
      ...messagesOf(dailyTotalsQuerySchema, [{ days: "0" }, { days: "93" }]),
      ...messagesOf(productDepositSettingsSchema, [
        {},
        { mode: "x", percent: 0, fixedHalalas: 0, allowFull: "yes", balanceDueHours: -1, version: 0 },
        { mode: "percent", percent: 101, fixedHalalas: null, allowFull: true, balanceDueHours: 721, version: 0 },
        { mode: "percent", percent: null, fixedHalalas: null, allowFull: true, balanceDueHours: 1.5, version: 0 },
        { mode: "fixed", percent: 1.5, fixedHalalas: null, allowFull: true, balanceDueHours: 1, version: 0 },
      ]),
      ...messagesOf(paymentPolicySchema, [{}, { refundPercentBeforeCutoff: -1 }, { refundPercentBeforeCutoff: 101 }, { refundPercentBeforeCutoff: 1.5 }]),
    ];
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => !hasStaffPaymentArabic(message))).toEqual([]);
    expect(staffPaymentText("Enter the reason for this refund.", "ar")).toBe("أدخل سبب الاسترداد.");
    expect(staffPaymentText("Enter the reason for this refund.", "en")).toBe("Enter the reason for this refund.");
  });

  it("has every customer message in both languages", () => {
    for (const [key, text] of Object.entries(PAYMENT_MESSAGES)) expect([key, text.en.length > 0, text.ar.length > 0]).toEqual([key, true, true]);
  });
});
