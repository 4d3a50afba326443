import type { ReactNode } from "react";
import type { Language } from "#shared/i18n/languages";
import { LANGUAGE_LOCALE } from "#shared/i18n/languages";
import { paymentOptions } from "#shared/payments/payment-plan";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { useAvailability } from "../api/customer-payments";

export interface ReviewPaymentTermsProps {
  productSlug: string;
  /** The server's total for the chosen vehicle (the quote's). */
  totalHalalas: number;
  language: Language;
  /** Today's words ("Nothing is paid now…"), kept when nothing is paid online for this product. */
  fallback: ReactNode;
}

/**
 * /book's review, when online payment is on and the product asks for a deposit: what is paid now
 * and how (on the next screen), what later (the balance, by the booking page's link, due so many
 * hours before the first pickup), and what a free cancellation gives back. The amounts come from
 * the server's total and the product's rule (shared code, as the server computes them).
 */
export function ReviewPaymentTerms({ productSlug, totalHalalas, language, fallback }: ReviewPaymentTermsProps) {
  const { t } = useTranslation("payments");
  const availability = useAvailability(productSlug);
  const rule = availability.data?.enabled ? availability.data.deposit : null;
  const options = rule && totalHalalas > 0 ? paymentOptions(totalHalalas, 0, rule) : [];
  if (!rule || options.length === 0) return <>{fallback}</>;
  const sar = (halalas: number) => formatSar(halalas, language);
  const deposit = options.find((option) => option.kind === "deposit");
  const full = options.find((option) => option.kind === "full");
  const percent = availability.data?.refundPercentBeforeCutoff;
  return (
    <div className="space-y-2" data-payment-terms>
      {deposit ? (
        <>
          <p className="font-semibold text-ink" data-pay-now={deposit.amountHalalas}>
            {t("review.depositNow", { amount: sar(deposit.amountHalalas) })}
          </p>
          {full ? <p className="text-ink">{t("review.fullAllowed", { amount: sar(full.amountHalalas) })}</p> : null}
          <p className="text-ink" data-pay-later={totalHalalas - deposit.amountHalalas}>
            {t("review.later", { count: rule.balanceDueHours, amount: sar(totalHalalas - deposit.amountHalalas) })}
          </p>
        </>
      ) : full ? (
        <p className="font-semibold text-ink" data-pay-now={full.amountHalalas}>
          {t("review.fullNow", { amount: sar(full.amountHalalas) })}
        </p>
      ) : null}
      {percent !== undefined ? (
        <p className="text-ink">
          {percent > 0
            ? t("review.refund", { percent: new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent" }).format(percent / 100) })
            : t("review.noRefund")}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t("review.confirmNote")}</p>
    </div>
  );
}

export default withQueryProvider(ReviewPaymentTerms);
