import type { Language } from "#shared/i18n/languages";
import type { TrackTimelineStep } from "#shared/tracking/tracking-api";
import { useTranslation } from "#web/lib/i18n/texts";
import { TIMELINE_LOOK } from "../live/track-look";
import { makkahTime } from "../track-time";

/** The leg's steps so far (driver confirmed, set off, arrived, on board…), oldest first, in Makkah time. */
export function TrackTimeline({ steps, language }: { steps: TrackTimelineStep[]; language: Language }) {
  const { t } = useTranslation("tracking");
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="track-timeline" className={TIMELINE_LOOK.section}>
      <h2 id="track-timeline" className={TIMELINE_LOOK.heading}>
        {t("timeline")}
      </h2>
      <ol className={TIMELINE_LOOK.list} data-testid="track-timeline">
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className={TIMELINE_LOOK.item}>
            <span className={TIMELINE_LOOK.dot} aria-hidden="true" />
            <p className={TIMELINE_LOOK.step}>{t(`step.${step.status}`)}</p>
            <p className={TIMELINE_LOOK.time}>{makkahTime(step.at, language)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
