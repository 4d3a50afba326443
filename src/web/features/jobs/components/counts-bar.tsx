import type { AdminActionCounts } from "#shared/bookings/admin-answers";
import type { Language } from "#shared/i18n/languages";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";

const ORDER = ["overdue", "withoutOperator", "unconfirmedSoon", "pending", "quoted", "cancellationRequested"] as const;
const TONE: Record<(typeof ORDER)[number], string> = {
  overdue: "border-red-300 bg-red-50 text-red-900",
  withoutOperator: "border-amber-300 bg-amber-50 text-amber-900",
  unconfirmedSoon: "border-amber-300 bg-amber-50 text-amber-900",
  pending: "border-brand-200 bg-brand-50 text-brand-900",
  quoted: "border-stone-200 bg-white text-ink",
  cancellationRequested: "border-stone-200 bg-white text-ink",
};

/**
 * What needs action now, over all bookings (not only the filtered ones). On a phone the six
 * tiles are one row that scrolls sideways (number beside its label), so the jobs start on the
 * first screen; from lg up, six columns.
 */
export function CountsBar({ counts, language }: { counts: AdminActionCounts; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <ul
      className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:mb-4 lg:grid lg:grid-cols-6 lg:overflow-visible lg:pb-0"
      aria-label={t("counts.pending")}
    >
      {ORDER.map((key) => (
        <li
          key={key}
          data-testid={`count-${key}`}
          className={`flex shrink-0 items-baseline gap-2 rounded-xl border px-3 py-1.5 whitespace-nowrap lg:block lg:py-2 lg:whitespace-normal ${counts[key] > 0 ? TONE[key] : "border-stone-200 bg-white text-muted"}`}
        >
          <p className="text-lg font-bold tabular-nums lg:text-2xl">{formatNumber(counts[key], language)}</p>
          <p className="text-xs font-medium">{t(`counts.${key}`)}</p>
        </li>
      ))}
    </ul>
  );
}
