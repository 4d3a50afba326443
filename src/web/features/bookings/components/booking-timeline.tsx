import type { TimelineEntry } from "#shared/bookings/api-contract";
import { CUSTOMER_BOOKING_STATES } from "#shared/bookings/customer-states";
import { isBookingStatus } from "#shared/bookings/booking-lifecycle";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { CustomerTime } from "./customer-time";

/** The server's event kinds the customer sees (booking-info.service.ts PUBLIC_KINDS), by their title's key. */
const KIND_TITLES: Record<string, string> = { quote: "quoted", payment: "payment", cancellation_request: "cancellation_requested" };

/** What happened to the booking and who did it, newest last (the customer never sees staff names, nor staff notes: the server sends only the customer's own words). */
export function BookingTimeline({ entries, language }: { entries: TimelineEntry[]; language: Language }) {
  const { t } = useTranslation("booking");
  const title = (entry: TimelineEntry) => {
    if (entry.kind === "status" && entry.toStatus && isBookingStatus(entry.toStatus)) return pickText(CUSTOMER_BOOKING_STATES[entry.toStatus].label, language);
    return t(`info.event.${KIND_TITLES[entry.kind] ?? "other"}`);
  };
  return (
    <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand-700" aria-hidden="true" />
          <p className="font-medium text-ink">
            {title(entry)} <span className="text-sm font-normal text-muted">{t(`info.by.${entry.actor}`)}</span>
          </p>
          <CustomerTime at={entry.at} language={language} style="medium" className="block text-sm text-muted" />
          {entry.note ? <p className="mt-1 text-sm text-ink">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
