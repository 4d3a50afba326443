import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { usePaymentSummary } from "../api/customer-payments";
import { PayOptions } from "./pay-options";

/**
 * The screen after booking: when the server offers a payment now (the deposit, or the whole
 * price), it is the first thing on it. Paying later from the booking page stays possible.
 */
function PayAfterBooking({ token, language }: { token: string; language: Language }) {
  const { t } = useTranslation("payments");
  const summary = usePaymentSummary(token, language).data;
  if (!summary?.enabled || summary.closed || summary.options.length === 0) return null;
  return (
    <section aria-labelledby="pay-now-title" className="space-y-3 rounded-xl border-2 border-brand-200 bg-brand-50 p-4" data-pay-now-step>
      <h3 id="pay-now-title" className="text-lg font-semibold text-brand-900">
        {t("pay.title")}
      </h3>
      <PayOptions token={token} language={language} options={summary.options} />
      <p className="text-sm text-muted">{t("pay.later")}</p>
    </section>
  );
}

export default withQueryProvider(PayAfterBooking);
