import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { makkahDateTime, ownTimeBeside } from "./makkah-time";

/**
 * A pickup as the review and the confirmation show it: the day and time in Makkah time, said so,
 * and the customer's own time beside it when their phone is elsewhere. These screens exist only
 * in the browser (the later steps load after the first touch), so the phone's zone is known.
 */
export function PickupTime({ iso, language }: { iso: string; language: Language }) {
  const { t } = useTranslation("booking");
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const own = ownTimeBeside(iso, language);
  return (
    <p className="text-ink">
      <time dateTime={iso}>{makkahDateTime(iso, language)}</time> <span className="text-sm font-medium text-brand-900">({t("trip.makkahTime")})</span>
      {own ? <span className="block text-sm text-muted">{t("trip.yourTime", { time: own })}</span> : null}
    </p>
  );
}
