import type { AdminActionCounts } from "#shared/bookings/admin-answers";
import type { Language } from "#shared/i18n/languages";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";

const ORDER = ["overdue", "unconfirmedSoon", "pending", "quoted", "cancellationRequested"] as const;
const TONE: Record<(typeof ORDER)[number], string> = {
  overdue: "border-red-300 bg-red-50 text-red-900",
  unconfirmedSoon: "border-amber-300 bg-amber-50 text-amber-900",
  pending: "border-brand-200 bg-brand-50 text-brand-900",
  quoted: "border-stone-200 bg-white text-ink",
  cancellationRequested: "border-stone-200 bg-white text-ink",
};

/** What needs action now, over all bookings (not only the filtered ones). */
export function CountsBar({ counts, language }: { counts: AdminActionCounts; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <ul className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label={t("counts.pending")}>
      {ORDER.map((key) => (
        <li
          key={key}
          data-testid={`count-${key}`}
          className={`rounded-xl border px-3 py-2 ${counts[key] > 0 ? TONE[key] : "border-stone-200 bg-white text-muted"}`}
        >
          <p className="text-2xl font-bold tabular-nums">{formatNumber(counts[key], language)}</p>
          <p className="text-xs font-medium">{t(`counts.${key}`)}</p>
        </li>
      ))}
    </ul>
  );
}
