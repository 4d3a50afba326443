import { makkahTime } from "#shared/bookings/customer-time";
import type { Language } from "#shared/i18n/languages";
import type { BookingPaymentSummary, PaymentView } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { usePaymentSummary } from "../api/customer-payments";
import { PayOptions } from "./pay-options";
import { PaymentOutcome } from "./payment-outcome";

const STATUS_TONE: Record<PaymentView["status"], string> = {
  initiated: "bg-stone-100 text-stone-800",
  paid: "bg-brand-50 text-brand-900",
  failed: "bg-red-50 text-red-800",
  partially_refunded: "bg-sand-100 text-brand-900",
  refunded: "bg-sand-100 text-brand-900",
  voided: "bg-stone-100 text-stone-800",
};

/**
 * The booking page's payments (read after hydration, only when online payment is configured):
 * after a return from the provider, the outcome as the server verified it; then what is paid,
 * refunded and still due (and by when), each payment with its method, date and receipt, its
 * refunds, and the button to pay what the server offers now (the deposit, or the balance).
 */
export function BookingPayments({ token, language, returned }: { token: string; language: Language; returned: boolean }) {
  const { t } = useTranslation("booking-payments");
  const query = usePaymentSummary(token, language);
  const summary = query.data;
  if (!summary || (!summary.enabled && summary.payments.length === 0)) return null;
  const sar = (halalas: number) => formatSar(halalas, language);
  return (
    <section aria-labelledby="info-payments" className="space-y-3" data-payments>
      <h2 id="info-payments" className="text-xl font-bold text-brand-900">
        {t("summary.title")}
      </h2>
      {returned ? <PaymentOutcome summary={summary} language={language} /> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 tabular-nums">
        <dt className="text-muted">{t("summary.total")}</dt>
        <dd className="text-end font-semibold">{sar(summary.totalHalalas)}</dd>
        <dt className="text-muted">{t("summary.paid")}</dt>
        <dd className="text-end font-semibold" data-paid>
          {sar(summary.paidHalalas)}
        </dd>
        {summary.refundedHalalas > 0 ? (
          <>
            <dt className="text-muted">{t("summary.refunded")}</dt>
            <dd className="text-end font-semibold" data-refunded>
              {sar(summary.refundedHalalas)}
            </dd>
          </>
        ) : null}
        {summary.closed ? null : (
          <>
            <dt className="font-semibold text-brand-900">{t("summary.remaining")}</dt>
            <dd className="text-end text-lg font-bold text-brand-800" data-remaining>
              {sar(summary.remainingHalalas)}
            </dd>
          </>
        )}
      </dl>
      {summary.balanceDueAt && summary.remainingHalalas > 0 && !summary.closed ? (
        <p className={summary.balanceOverdue ? "rounded-xl bg-red-50 p-3 font-medium text-red-800" : "text-sm text-muted"}>
          {summary.balanceOverdue ? t("summary.overdue") : t("summary.dueBy", { when: makkahTime(summary.balanceDueAt, language, "medium") })}
        </p>
      ) : null}
      {summary.pending ? (
        <p role="status" className="text-sm text-muted">
          {t("summary.checking")}
        </p>
      ) : null}
      {summary.options.length > 0 && !summary.closed && !summary.pending ? <PayOptions token={token} language={language} options={summary.options} /> : null}
      <h3 className="pt-2 font-semibold text-brand-900">{t("summary.payments")}</h3>
      {summary.payments.length === 0 ? <p className="text-muted">{t("summary.none")}</p> : <PaymentList summary={summary} language={language} />}
    </section>
  );
}

function PaymentList({ summary, language }: { summary: BookingPaymentSummary; language: Language }) {
  const { t } = useTranslation("booking-payments");
  const sar = (halalas: number) => formatSar(halalas, language);
  return (
    <ol className="space-y-2">
      {summary.payments.map((payment) => (
        <li key={payment.id} className="rounded-xl border border-stone-200 bg-white p-3" data-payment-status={payment.status}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink">
              {t(`summary.kind.${payment.kind}`)} · <span className="tabular-nums">{sar(payment.amountHalalas)}</span>
            </p>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_TONE[payment.status]}`}>{t(`summary.status.${payment.status}`)}</span>
          </div>
          <p className="text-sm text-muted">
            {payment.method ? t(`summary.method.${payment.method}`) : null}
            {payment.cardLast4 ? (
              <>
                {" "}
                · {t("summary.card", { last4: "" })}
                <bdi dir="ltr">{payment.cardLast4}</bdi>
              </>
            ) : null}
            {payment.method || payment.cardLast4 ? " · " : ""}
            {makkahTime(payment.paidAt ?? payment.createdAt, language, "medium")}
          </p>
          {payment.receiptNumber ? (
            <p className="text-sm text-ink" data-receipt>
              {t("summary.receipt", { receipt: "" })}
              <bdi dir="ltr">{payment.receiptNumber}</bdi>
            </p>
          ) : null}
          {payment.refunds.map((refund) => (
            <p key={refund.id} className="mt-1 text-sm text-brand-900" data-refund-status={refund.status}>
              {t("summary.refund", { amount: sar(refund.amountHalalas) })} — {t(`summary.refundState.${refund.status}`)} ·{" "}
              {makkahTime(refund.refundedAt ?? refund.requestedAt, language, "medium")}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

export default withQueryProvider(BookingPayments);
