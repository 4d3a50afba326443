import { describe, expect, it } from "vitest";
import { canMovePayment, fromProviderStatus, ONLINE_PAYMENT_STATUSES, type OnlinePaymentStatus } from "./payment-lifecycle";

const ALLOWED = new Set([
  "initiated>paid",
  "initiated>failed",
  "paid>partially_refunded",
  "paid>refunded",
  "paid>voided",
  "partially_refunded>partially_refunded",
  "partially_refunded>refunded",
]);

describe("payment lifecycle", () => {
  it("allows exactly the table's moves, every other pair refused (never backwards)", () => {
    for (const from of ONLINE_PAYMENT_STATUSES)
      for (const to of ONLINE_PAYMENT_STATUSES) expect([from, to, canMovePayment(from, to)]).toEqual([from, to, ALLOWED.has(`${from}>${to}`)]);
  });

  it("never lets a final status move", () => {
    for (const from of ["failed", "refunded", "voided"] as OnlinePaymentStatus[])
      for (const to of ONLINE_PAYMENT_STATUSES) expect(canMovePayment(from, to)).toBe(false);
  });

  it("reads the provider's statuses, partial refunds included, and ignores unknown ones", () => {
    expect(fromProviderStatus("paid", 0, 1000)).toBe("paid");
    expect(fromProviderStatus("paid", 300, 1000)).toBe("partially_refunded");
    expect(fromProviderStatus("refunded", 1000, 1000)).toBe("refunded");
    expect(fromProviderStatus("refunded", 300, 1000)).toBe("partially_refunded");
    expect(fromProviderStatus("captured", 0, 1000)).toBe("paid");
    expect(fromProviderStatus("failed", 0, 1000)).toBe("failed");
    expect(fromProviderStatus("voided", 0, 1000)).toBe("voided");
    expect(fromProviderStatus("initiated", 0, 1000)).toBe("initiated");
    expect(fromProviderStatus("something-new", 0, 1000)).toBeNull();
  });
});
