import { describe, expect, it } from "vitest";
import type { MoyasarPayment } from "#server/platform/payments/moyasar-api";
import type { PaymentRow } from "./payments.repository";
import { decideFromProvider, mismatchOf } from "./provider-decision";

const now = new Date("2026-11-27T06:00:00Z");
const row = (over: Partial<PaymentRow> = {}): PaymentRow =>
  ({
    id: 7,
    bookingId: 3,
    amountHalalas: 8_750,
    currency: "SAR",
    status: "initiated",
    providerId: "p1",
    refundedHalalas: 0,
    metadata: {},
    method: null,
    cardLast4: null,
    providerReference: null,
    ...over,
  }) as PaymentRow;
const remote = (over: Partial<MoyasarPayment> = {}): MoyasarPayment => ({
  id: "p1",
  status: "paid",
  amount: 8_750,
  currency: "SAR",
  refunded: 0,
  metadata: { booking_id: "3", payment_id: "7" },
  source: { type: "creditcard", company: "mada", number: "4201-32XX-XXXX-1010", message: "APPROVED" },
  ...over,
});

describe("deciding from the provider's answer", () => {
  it("trusts only a payment matching amount, currency, booking, our id and the provider id", () => {
    expect(mismatchOf(row(), remote())).toBeNull();
    expect(mismatchOf(row(), remote({ amount: 8_751 }))).toBe("amount");
    expect(mismatchOf(row(), remote({ currency: "USD" }))).toBe("currency");
    expect(mismatchOf(row(), remote({ metadata: { booking_id: "4", payment_id: "7" } }))).toBe("booking");
    expect(mismatchOf(row(), remote({ metadata: { booking_id: "3", payment_id: "8" } }))).toBe("payment");
    expect(mismatchOf(row(), remote({ id: "p2" }))).toBe("id");
  });

  it("moves initiated to paid with a receipt, and through paid when the provider already refunded", () => {
    expect(decideFromProvider(row(), remote(), now)).toMatchObject({ status: "paid", receipt: true, paidAt: now, method: "mada", cardLast4: "1010" });
    expect(decideFromProvider(row(), remote({ status: "refunded", refunded: 8_750 }), now)).toMatchObject({
      status: "refunded",
      receipt: true,
      refundedHalalas: 8_750,
    });
  });

  it("never moves backwards: a late 'paid' or 'initiated' answer leaves a refunded or failed payment as it is", () => {
    expect(decideFromProvider(row({ status: "refunded", refundedHalalas: 8_750 }), remote(), now).status).toBeUndefined();
    expect(decideFromProvider(row({ status: "failed" }), remote(), now).status).toBeUndefined();
    expect(decideFromProvider(row({ status: "paid" }), remote({ status: "initiated" }), now).status).toBeUndefined();
  });

  it("fails a mismatching initiated payment instead of recording it", () => {
    expect(decideFromProvider(row(), remote({ amount: 100 }), now)).toMatchObject({ status: "failed" });
    expect(decideFromProvider(row({ status: "paid" }), remote({ amount: 100 }), now).status).toBeUndefined();
  });
});
