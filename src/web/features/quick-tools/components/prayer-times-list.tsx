import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { PRAYERS, type Prayer, type Timings } from "#shared/quick-tools/prayers";
import { formatHhmm } from "./time-format";

/** The five prayers with the next one marked (for sight and for screen readers). */
export function PrayerTimesList({ timings, next, language, compact = false }: { timings: Timings; next: Prayer; language: Language; compact?: boolean }) {
  const { t } = useTranslation("quick-tools");
  return (
    <ol className={compact ? "space-y-1" : "grid gap-2 sm:grid-cols-5"}>
      {PRAYERS.map((prayer) => {
        const isNext = prayer === next;
        return (
          <li
            key={prayer}
            data-prayer={prayer}
            aria-current={isNext ? "time" : undefined}
            className={`flex items-center justify-between gap-3 rounded-lg px-3 ${compact ? "py-1.5" : "py-3 sm:flex-col sm:justify-center"} ${isNext ? "bg-brand-700 font-semibold text-white" : "bg-stone-100 text-ink"}`}
          >
            <span>
              {t(`prayer.${prayer}`)}
              {isNext && <span className="ms-2 rounded bg-sand-400 px-1.5 text-xs font-bold text-brand-900">{t("prayer.next")}</span>}
            </span>
            <time className="tabular-nums" dir="ltr">
              {formatHhmm(timings[prayer], language)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
