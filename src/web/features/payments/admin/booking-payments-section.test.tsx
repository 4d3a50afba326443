import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StaffBookingPayments } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { registerTexts, TextsProvider, type TextTree } from "#web/lib/i18n/texts";
import ar from "../../../locales/ar/admin-payments.json";
import en from "../../../locales/en/admin-payments.json";
import { bookingPaymentsQuery } from "../api/staff-payments";
import { BookingPaymentsSection } from "./booking-payments-section";

registerTexts("en", "admin-payments", en as TextTree);
registerTexts("ar", "admin-payments", ar as TextTree);

const row = {
  bookingId: 5,
  bookingReference: "RH-2026-000005",
  customerName: "Aisha",
  currency: "SAR" as const,
  provider: "moyasar" as const,
  receiptNumber: null,
  paidAt: null,
  failureMessage: null,
  refunds: [],
};
const answer: StaffBookingPayments = {
  bookingId: 5,
  bookingReference: "RH-2026-000005",
  enabled: true,
  totalHalalas: 40_000,
  paidHalalas: 10_000,
  refundedHalalas: 0,
  remainingHalalas: 30_000,
  bookingPaymentStatus: "deposit",
  balanceDueAt: null,
  attention: { paymentFailed: true, balanceOverdue: false },
  payments: [
    {
      ...row,
      id: 1,
      kind: "deposit",
      amountHalalas: 10_000,
      refundedHalalas: 0,
      status: "failed",
      method: "mada",
      providerId: "aaaa-1",
      createdAt: "2026-11-27T06:00:00Z",
      failureMessage: "INSUFFICIENT_FUNDS",
      refundableHalalas: 0,
    },
    {
      ...row,
      id: 2,
      kind: "deposit",
      amountHalalas: 10_000,
      refundedHalalas: 0,
      status: "paid",
      method: "mada",
      providerId: "bbbb-2",
      createdAt: "2026-11-27T06:05:00Z",
      paidAt: "2026-11-27T06:06:00Z",
      receiptNumber: "RCPT-2026-000002",
      refundableHalalas: 10_000,
    },
  ],
};

const render = (canWrite: boolean, language: "en" | "ar" = "en") => {
  const client = new QueryClient();
  client.setQueryData(bookingPaymentsQuery(5).queryKey, answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TextsProvider language={language}>
        <BookingPaymentsSection bookingId={5} language={language} canWrite={canWrite} />
      </TextsProvider>
    </QueryClientProvider>,
  );
};

describe("the booking panel's online payments", () => {
  it("lists every attempt with its status, provider id, receipt and the provider's failure, and marks the failed payment", () => {
    const html = render(true);
    expect(html).toContain('data-status="failed"');
    expect(html).toContain('data-status="paid"');
    expect(html).toContain("aaaa-1");
    expect(html).toContain("bbbb-2");
    expect(html).toContain("RCPT-2026-000002");
    expect(html).toContain("Provider&#x27;s message: INSUFFICIENT_FUNDS");
    expect(html).toContain('data-testid="mark-payment-failed"');
    expect(html).toContain(`Refundable: ${formatSar(10_000, "en")}`);
  });

  it("offers a refund only on a refundable payment, and only to staff who write", () => {
    expect(render(true).match(/data-testid="refund-\d+"/g)).toEqual(['data-testid="refund-2"']);
    expect(render(false)).not.toContain('data-testid="refund-');
  });

  it("speaks Arabic", () => {
    const html = render(true, "ar");
    expect(html).toContain("المدفوعات الإلكترونية");
    expect(html).toContain("فشل الدفع");
  });
});
