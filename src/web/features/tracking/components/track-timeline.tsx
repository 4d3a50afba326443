import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { TrackTimelineStep } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";

/** Makkah time, as every time a customer reads. */
export const makkahTime = (iso: string, language: Language, withDate = false) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { timeZone: "Asia/Riyadh", timeStyle: "short", ...(withDate ? { dateStyle: "medium" } : {}) }).format(
    new Date(iso),
  );

/** The leg's steps so far (driver confirmed, set off, arrived, on board…), oldest first, in Makkah time. */
export function TrackTimeline({ steps, language }: { steps: TrackTimelineStep[]; language: Language }) {
  const { t } = useTranslation("tracking");
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="track-timeline" className="space-y-3">
      <h2 id="track-timeline" className="text-lg font-bold text-brand-900">
        {t("timeline")}
      </h2>
      <ol className="space-y-2 border-s-2 border-stone-200 ps-4" data-testid="track-timeline">
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className="relative">
            <span className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand-700" aria-hidden="true" />
            <p className="font-medium text-ink">{t(`step.${step.status}`)}</p>
            <p className="text-sm text-muted">{makkahTime(step.at, language)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
