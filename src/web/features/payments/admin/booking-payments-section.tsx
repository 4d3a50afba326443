import type { Language } from "#shared/i18n/languages";
import type { StaffBookingPayments } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { Badge, ErrorNote } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingPayments } from "../api/staff-payments";
import { PaymentMarks } from "./payment-marks";
import { RefundDialog } from "./refund-dialog";
import { paymentTone } from "./payment-tone";

type Attempt = StaffBookingPayments["payments"][number];

/**
 * The booking panel's online payments: every attempt (failed ones too) with its status, the
 * provider's id, the receipt, its refunds, and for writers a refund of what is still refundable.
 * Nothing when online payment is not configured and the booking never had one.
 */
export function BookingPaymentsSection({ bookingId, language, canWrite }: { bookingId: number; language: Language; canWrite: boolean }) {
  const { t } = useTranslation("admin-payments");
  const query = useBookingPayments(bookingId);
  if (query.isPending) return null;
  if (query.isError) return <ErrorNote>{query.error.message}</ErrorNote>;
  const data = query.data;
  if (!data.enabled && data.payments.length === 0) return null;
  const sar = (halalas: number) => formatSar(halalas, language);
  return (
    <section className="min-w-0" aria-labelledby={`payments-${bookingId}`} data-testid="booking-payments">
      <h3 id={`payments-${bookingId}`} className="mb-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-900">
        {t("panel.title")} <PaymentMarks attention={data.attention} />
      </h3>
      <p className="text-sm text-ink tabular-nums">
        {t("panel.total", {
          total: sar(data.totalHalalas),
          paid: sar(data.paidHalalas),
          refunded: sar(data.refundedHalalas),
          remaining: sar(data.remainingHalalas),
        })}
      </p>
      {data.balanceDueAt && data.remainingHalalas > 0 ? (
        <p className={`text-sm ${data.attention.balanceOverdue ? "font-semibold text-red-800" : "text-muted"}`}>
          {t("panel.dueBy", { when: formatDateTime(data.balanceDueAt, language) })}
        </p>
      ) : null}
      {data.payments.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("panel.none")}</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {data.payments.map((payment) => (
            <AttemptRow key={payment.id} payment={payment} reference={data.bookingReference} language={language} canWrite={canWrite} />
          ))}
        </ol>
      )}
      <p className="mt-2 text-xs text-muted">{t("panel.manualNote")}</p>
    </section>
  );
}

function AttemptRow({ payment, reference, language, canWrite }: { payment: Attempt; reference: string; language: Language; canWrite: boolean }) {
  const { t } = useTranslation("admin-payments");
  const sar = (halalas: number) => formatSar(halalas, language);
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm" data-testid={`payment-${payment.id}`} data-status={payment.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {t("panel.attempt", { kind: t(`kind.${payment.kind}`), amount: sar(payment.amountHalalas) })}
          {payment.method ? ` · ${t(`method.${payment.method}`)}` : ""}
        </p>
        <Badge tone={paymentTone(payment.status)}>{t(`status.${payment.status}`)}</Badge>
      </div>
      <p className="text-muted">
        {t("panel.started", { when: formatDateTime(payment.createdAt, language) })}
        {payment.paidAt ? ` · ${t("panel.paidAt", { when: formatDateTime(payment.paidAt, language) })}` : ""}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
        <dt className="text-muted">{t("panel.providerId")}</dt>
        <dd className="break-all" dir="ltr" data-provider-id>
          {payment.providerId ?? "—"}
        </dd>
        <dt className="text-muted">{t("panel.receipt")}</dt>
        <dd dir="ltr">{payment.receiptNumber ?? "—"}</dd>
      </dl>
      {payment.failureMessage ? <p className="mt-1 text-red-800">{t("panel.failure", { message: payment.failureMessage })}</p> : null}
      {payment.refunds.length ? (
        <ul className="mt-2 grid gap-1 border-t border-stone-200 pt-2">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center gap-2" data-refund-status={refund.status}>
              <Badge tone={refund.status === "refunded" ? "good" : refund.status === "failed" ? "bad" : "warn"}>{t(`refundStatus.${refund.status}`)}</Badge>
              <span className="tabular-nums">{sar(refund.amountHalalas)}</span>
              <span className="text-muted">
                {formatDateTime(refund.refundedAt ?? refund.requestedAt, language)} ·{" "}
                {refund.actorName ? t("panel.refundBy", { name: refund.actorName }) : t("panel.byCustomer")}
              </span>
              {refund.reason ? <span className="basis-full break-words text-muted">{refund.reason}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {payment.refundableHalalas > 0 ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span className="text-muted">{t("panel.refundable", { amount: sar(payment.refundableHalalas) })}</span>
          {canWrite ? <RefundDialog paymentId={payment.id} label={reference} refundableHalalas={payment.refundableHalalas} language={language} /> : null}
        </div>
      ) : null}
    </li>
  );
}
