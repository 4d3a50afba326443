import type { TimelineEntry } from "#shared/bookings/api-contract";
import { BOOKING_STATUS_LABELS } from "#shared/bookings/booking-labels";
import { isBookingStatus } from "#shared/bookings/booking-lifecycle";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

const KNOWN_KINDS = new Set(["created", "quoted", "confirmed", "completed", "cancelled", "cancellation_requested", "updated"]);

/** What happened to the booking and who did it, newest last (the customer never sees staff names). */
export function BookingTimeline({ entries, language }: { entries: TimelineEntry[]; language: Language }) {
  const { t } = useTranslation("booking");
  const title = (entry: TimelineEntry) => {
    if (entry.toStatus && isBookingStatus(entry.toStatus) && !KNOWN_KINDS.has(entry.kind)) return pickText(BOOKING_STATUS_LABELS[entry.toStatus], language);
    return t(`info.event.${KNOWN_KINDS.has(entry.kind) ? entry.kind : "other"}`);
  };
  return (
    <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand-700" aria-hidden="true" />
          <p className="font-medium text-ink">
            {title(entry)} <span className="text-sm font-normal text-muted">{t(`info.by.${entry.actor}`)}</span>
          </p>
          <p className="text-sm text-muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
          </p>
          {entry.note ? <p className="mt-1 text-sm text-ink">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
