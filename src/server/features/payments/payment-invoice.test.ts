import { describe, expect, it } from "vitest";
import type { MoyasarInvoice, MoyasarPayment } from "#server/platform/payments/moyasar-api";
import { invoiceExpiry, invoiceMismatch, settledAttempt, throughInvoice } from "./payment-invoice";
import type { PaymentRow } from "./payments.repository";
import { mismatchOf } from "./provider-decision";

const now = new Date("2026-11-27T06:00:00Z");
const row = { id: 7, bookingId: 3, amountHalalas: 8_750, currency: "SAR", providerId: null, invoiceId: "inv-1" } as PaymentRow;
const attempt = (over: Partial<MoyasarPayment> = {}): MoyasarPayment => ({
  id: "p1",
  status: "paid",
  amount: 8_750,
  currency: "SAR",
  refunded: 0,
  invoice_id: "inv-1",
  ...over,
});
const invoice = (over: Partial<MoyasarInvoice> = {}): MoyasarInvoice => ({
  id: "inv-1",
  status: "initiated",
  amount: 8_750,
  currency: "SAR",
  url: "https://checkout.moyasar.com/invoices/inv-1",
  metadata: { booking_id: "3", payment_id: "7" },
  payments: [],
  ...over,
});

describe("the provider's invoice for one payment of ours", () => {
  it("closes within 30 minutes and a minute before the first pickup; none when under 10 minutes are left", () => {
    expect(invoiceExpiry(now, new Date("2026-12-01T06:00:00Z"))?.toISOString()).toBe("2026-11-27T06:30:00.000Z");
    expect(invoiceExpiry(now, new Date("2026-11-27T06:20:00Z"))?.toISOString()).toBe("2026-11-27T06:19:00.000Z");
    expect(invoiceExpiry(now, new Date("2026-11-27T06:10:00Z"))).toBeNull();
    expect(invoiceExpiry(now, new Date("2026-11-27T05:00:00Z"))).toBeNull();
  });

  it("is trusted only when its id, amount, currency, booking and payment are ours", () => {
    expect(invoiceMismatch(row, invoice())).toBeNull();
    expect(invoiceMismatch(row, invoice({ id: "inv-2" }))).toBe("invoice");
    expect(invoiceMismatch(row, invoice({ amount: 100 }))).toBe("amount");
    expect(invoiceMismatch(row, invoice({ currency: "USD" }))).toBe("currency");
    expect(invoiceMismatch(row, invoice({ metadata: { booking_id: "4", payment_id: "7" } }))).toBe("booking");
    expect(invoiceMismatch(row, invoice({ metadata: { booking_id: "3" } }))).toBe("payment");
  });

  it("names the attempt that took money, not the refused ones before it", () => {
    expect(settledAttempt(invoice({ payments: [attempt({ id: "a", status: "failed" })] }))).toBeNull();
    expect(settledAttempt(invoice({ payments: [attempt({ id: "a", status: "failed" }), attempt({ id: "b" })] }))?.id).toBe("b");
  });

  it("reads a payment on it with the invoice's metadata, its own winning, and refuses one from another invoice", () => {
    const read = throughInvoice(attempt(), invoice());
    expect(mismatchOf(row, read)).toBeNull();
    expect(mismatchOf(row, throughInvoice(attempt({ metadata: { booking_id: "9" } }), invoice()))).toBe("booking");
    const elsewhere = attempt({ invoice_id: "inv-2", metadata: { booking_id: "3", payment_id: "7" } });
    expect(throughInvoice(elsewhere, invoice()).metadata).toEqual({ booking_id: "3", payment_id: "7" });
    expect(mismatchOf(row, elsewhere)).toBe("invoice");
    expect(mismatchOf(row, attempt({ invoice_id: null, metadata: { booking_id: "3", payment_id: "7" } }))).toBe("invoice");
  });
});
