import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { BookingPaymentSummary, PaymentView } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { registerTexts, TextsProvider, type TextTree } from "#web/lib/i18n/texts";
import arSummary from "../../../locales/ar/booking-payments.json";
import ar from "../../../locales/ar/payments.json";
import enSummary from "../../../locales/en/booking-payments.json";
import en from "../../../locales/en/payments.json";
import { availabilityQuery, paymentSummaryQuery, type ReviewAvailability } from "../api/customer-payments";
import { BookingPayments } from "./booking-payments";
import { PaymentOutcome } from "./payment-outcome";
import { ReviewPaymentTerms } from "./review-payment-terms";

registerTexts("en", "payments", en as TextTree);
registerTexts("ar", "payments", ar as TextTree);
registerTexts("en", "booking-payments", enSummary as TextTree);
registerTexts("ar", "booking-payments", arSummary as TextTree);

const payment = (overrides: Partial<PaymentView>): PaymentView => ({
  id: 1,
  kind: "deposit",
  amountHalalas: 10_000,
  currency: "SAR",
  status: "paid",
  method: "mada",
  cardLast4: "1010",
  createdAt: "2026-11-27T06:00:00.000Z",
  paidAt: "2026-11-27T06:01:00.000Z",
  receiptNumber: "RCPT-2026-000001",
  refundedHalalas: 0,
  refunds: [],
  failureMessage: null,
  ...overrides,
});

const summary = (overrides: Partial<BookingPaymentSummary>): BookingPaymentSummary => ({
  enabled: true,
  availability: { enabled: true, sources: ["creditcard", "applepay", "stcpay"] },
  totalHalalas: 40_000,
  paidHalalas: 10_000,
  refundedHalalas: 0,
  remainingHalalas: 30_000,
  options: [{ kind: "balance", amountHalalas: 30_000 }],
  dueNowHalalas: 0,
  dueLaterHalalas: 30_000,
  balanceDueAt: "2026-12-01T09:00:00.000Z",
  balanceOverdue: false,
  bookingPaymentStatus: "deposit",
  pending: false,
  payments: [payment({})],
  closed: false,
  ...overrides,
});

function render(language: Language, node: ReactNode, seed?: (client: QueryClient) => void): string {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TextsProvider language={language}>{node}</TextsProvider>
    </QueryClientProvider>,
  );
}

describe("the outcome after the provider", () => {
  it("is the server's latest payment, whatever an older one says", () => {
    const html = render(
      "en",
      <PaymentOutcome
        summary={summary({ payments: [payment({ id: 1 }), payment({ id: 2, status: "failed", createdAt: "2026-11-27T07:00:00.000Z", receiptNumber: null })] })}
        language="en"
      />,
    );
    expect(html).toContain('data-payment-outcome="failed"');
    expect(html).toContain("The payment did not go through, and nothing was taken.");
  });

  it("names the amount and the receipt when paid, in Arabic", () => {
    const html = render("ar", <PaymentOutcome summary={summary({})} language="ar" />);
    expect(html).toContain('data-payment-outcome="paid"');
    expect(html).toContain(`استلمنا دفعتك البالغة ${formatSar(10_000, "ar")}<span`);
    expect(html).toContain('رقم الإيصال <bdi dir="ltr">RCPT-2026-000001</bdi>');
  });

  it("says the payment is being checked while the provider could not be asked, and not taken once it was", () => {
    const open = payment({ status: "initiated", paidAt: null, receiptNumber: null });
    const checking = render("en", <PaymentOutcome summary={summary({ pending: true, payments: [open] })} language="en" />);
    expect(checking).toContain('data-payment-outcome="pending"');
    const refused = render(
      "en",
      <PaymentOutcome summary={summary({ pending: false, payments: [{ ...open, failureMessage: "INSUFFICIENT FUNDS" }] })} language="en" />,
    );
    expect(refused).toContain('data-payment-outcome="failed"');
  });
});

describe("the booking page's payments", () => {
  const seeded = (data: BookingPaymentSummary) => (client: QueryClient) => client.setQueryData(paymentSummaryQuery("tok", "en").queryKey, data);

  it("shows each payment with method, card, receipt, what remains and the balance button", () => {
    const html = render("en", <BookingPayments token="tok" language="en" returned={false} />, seeded(summary({})));
    expect(html).toContain("Deposit · <span");
    expect(html).toContain("mada");
    expect(html).toContain('<bdi dir="ltr">1010</bdi>');
    expect(html).toContain('<bdi dir="ltr">RCPT-2026-000001</bdi>');
    expect(html).toMatch(new RegExp(`data-remaining="?"?[^>]*>${formatSar(30_000, "en")}<`));
    expect(html).toContain(`data-pay="balance"`);
    expect(html).toContain(`Pay ${formatSar(30_000, "en")} securely`);
    expect(html).toContain("The balance");
    // No card field on our page: the provider's hosted page takes it.
    expect(html).not.toMatch(/<input|<form/);
  });

  it("names the pay button's amount and every method the provider's page takes, in Arabic and English", () => {
    const two = summary({
      paidHalalas: 0,
      payments: [],
      options: [
        { kind: "deposit", amountHalalas: 10_000 },
        { kind: "full", amountHalalas: 40_000 },
      ],
    });
    const ar = render("ar", <BookingPayments token="tok" language="ar" returned={false} />, (client) =>
      client.setQueryData(paymentSummaryQuery("tok", "ar").queryKey, two),
    );
    expect(ar).toContain(`ادفع ${formatSar(10_000, "ar")} بأمان`);
    expect(ar).toContain("العربون");
    expect(ar).toContain(`ادفع ${formatSar(40_000, "ar")} بأمان`);
    for (const method of ["مدى", "فيزا", "ماستركارد", "Apple Pay", "STC Pay"]) expect(ar).toContain(`<bdi class="font-semibold">${method}</bdi>`);
    const en = render("en", <BookingPayments token="tok" language="en" returned={false} />, seeded(two));
    for (const method of ["mada", "Visa", "Mastercard", "Apple Pay", "STC Pay"]) expect(en).toContain(`<bdi class="font-semibold">${method}</bdi>`);
    expect(en).toContain("your card details never reach us");
  });

  it("shows a refund and offers nothing to pay on a cancelled booking", () => {
    const refunded = summary({
      closed: true,
      paidHalalas: 0,
      refundedHalalas: 10_000,
      options: [],
      payments: [
        payment({
          status: "refunded",
          refundedHalalas: 10_000,
          refunds: [
            {
              id: 7,
              amountHalalas: 10_000,
              status: "refunded",
              origin: "customer_cancel",
              requestedAt: "2026-11-27T08:00:00.000Z",
              refundedAt: "2026-11-27T08:00:05.000Z",
            },
          ],
        }),
      ],
    });
    const html = render("en", <BookingPayments token="tok" language="en" returned={false} />, seeded(refunded));
    expect(html).toContain(`Refund of ${formatSar(10_000, "en")} — returned to your card`);
    expect(html).not.toContain("data-pay=");
    // Nothing is "still to pay" on a cancelled booking, and the return's "paid" news is over.
    expect(html).not.toContain("data-remaining");
    expect(render("en", <PaymentOutcome summary={refunded} language="en" />)).toBe("");
  });

  it("is absent when online payment is not configured and nothing was ever paid", () => {
    expect(render("en", <BookingPayments token="tok" language="en" returned={false} />, seeded(summary({ enabled: false, payments: [] })))).toBe("");
  });
});

describe("/book's review terms", () => {
  const fallback = <p data-payment>Nothing is paid now.</p>;
  const withRule =
    (deposit: object, enabled = true) =>
    (client: QueryClient) =>
      client.setQueryData(availabilityQuery("airport").queryKey, {
        enabled,
        sources: ["creditcard"],
        deposit: deposit as ReviewAvailability["deposit"],
        refundPercentBeforeCutoff: 100,
      });

  it("says the deposit now, the balance later with its hours, and the refund, in Arabic", () => {
    const rule = { mode: "percent", percent: 25, fixedHalalas: null, allowFull: true, balanceDueHours: 48 };
    const html = render("ar", <ReviewPaymentTerms productSlug="airport" totalHalalas={40_000} language="ar" fallback={fallback} />, withRule(rule));
    expect(html).toContain(`عربون قدره ${formatSar(10_000, "ar")}`);
    expect(html).toContain(`أو ادفع السعر كاملًا، ${formatSar(40_000, "ar")}`);
    expect(html).toContain(`المبلغ المتبقي، ${formatSar(30_000, "ar")}`);
    expect(html).toContain(`بـ${new Intl.NumberFormat(LANGUAGE_LOCALE.ar).format(48)} ساعة على الأقل`);
    expect(html).not.toContain("Nothing is paid now.");
  });

  it("keeps 'Nothing is paid now' without a deposit rule or when online payment is off", () => {
    const none = { mode: "none", percent: null, fixedHalalas: null, allowFull: false, balanceDueHours: 48 };
    expect(render("en", <ReviewPaymentTerms productSlug="airport" totalHalalas={40_000} language="en" fallback={fallback} />, withRule(none))).toBe(
      '<p data-payment="true">Nothing is paid now.</p>',
    );
    const rule = { mode: "percent", percent: 25, fixedHalalas: null, allowFull: false, balanceDueHours: 48 };
    expect(render("en", <ReviewPaymentTerms productSlug="airport" totalHalalas={40_000} language="en" fallback={fallback} />, withRule(rule, false))).toContain(
      "Nothing is paid now.",
    );
  });
});
