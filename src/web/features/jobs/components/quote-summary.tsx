import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { formatSignedSar } from "#shared/bookings/quote-adjustments";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";

/** A quote as staff read it: the trip as priced, each line (in the back office's language) and the total they add up to. */
export function QuoteSummary({ detail, language }: { detail: AdminBookingDetail; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  if (!detail.quoted) return null;
  return (
    <dl className="mt-1 grid gap-0.5 text-muted" data-testid="staff-quote-lines">
      <div className="flex justify-between gap-3">
        <dt>{t("detail.tripPriced")}</dt>
        <dd className="tabular-nums">{formatSar(detail.breakdown.totalHalalas, language)}</dd>
      </div>
      {detail.quoted.adjustments.map((line, index) => (
        <div key={index} className="flex justify-between gap-3">
          <dt className="min-w-0 break-words">{pickText(line.label, language)}</dt>
          <dd className="shrink-0 tabular-nums">{formatSignedSar(line.amountHalalas, language)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-0.5 font-semibold text-ink">
        <dt>{t("detail.quotedTotal")}</dt>
        <dd className="tabular-nums">{formatSar(detail.quoted.totalHalalas, language)}</dd>
      </div>
    </dl>
  );
}
