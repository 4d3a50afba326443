import type { Language } from "#shared/i18n/languages";
import type { BookingPaymentSummary } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";

/**
 * Back from the provider: what the server found when it asked the provider (its latest payment
 * on this booking), never what the return address claims.
 */
export function PaymentOutcome({ summary, language }: { summary: BookingPaymentSummary; language: Language }) {
  const { t } = useTranslation("booking-payments");
  const latest = [...summary.payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  // Refunded or voided since: the return's news is over, the list below says what happened.
  if (!latest || !["initiated", "paid", "failed"].includes(latest.status)) return null;
  // Still open at the provider: "checking" only while the server could not ask it yet; otherwise nothing was taken.
  const outcome = latest.status === "initiated" ? (summary.pending ? "pending" : "failed") : latest.status === "failed" ? "failed" : "paid";
  // The receipt number on its own line, left to right: an Arabic sentence would break it at its hyphens.
  const text =
    outcome === "paid" ? (
      latest.receiptNumber ? (
        <>
          {t("outcome.paid", { amount: formatSar(latest.amountHalalas, language) })}
          <span className="mt-1 block font-normal">
            {t("outcome.receipt")} <bdi dir="ltr">{latest.receiptNumber}</bdi>
          </span>
        </>
      ) : (
        t("outcome.paidNoReceipt")
      )
    ) : (
      t(`outcome.${outcome}`)
    );
  const tone =
    outcome === "paid"
      ? "border-brand-200 bg-brand-50 text-brand-900"
      : outcome === "failed"
        ? "border-red-200 bg-red-50 text-red-800"
        : "border-sand-400 bg-sand-100 text-brand-900";
  return (
    <p role={outcome === "failed" ? "alert" : "status"} className={`rounded-xl border p-4 font-semibold ${tone}`} data-payment-outcome={outcome}>
      {text}
    </p>
  );
}
