import { useSyncExternalStore } from "react";
import { makkahTime, ownTime, type CustomerTimeStyle } from "#shared/bookings/customer-time";
import type { Language } from "#shared/i18n/languages";

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;

/**
 * The device's own time zone, known in the browser only: the server's HTML (shared, cached) shows
 * Makkah time alone, and the customer's own time appears beside it once the page runs.
 */
export function useOwnTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, () => null);
}

/** A time for the customer: Makkah time, said so, and their own time beside it when it differs. */
export function CustomerTime({
  at,
  language,
  style = "full",
  className = "",
}: {
  at: string;
  language: Language;
  style?: CustomerTimeStyle;
  className?: string;
}) {
  const own = ownTime(at, language, useOwnTimeZone(), style);
  return (
    <span className={className}>
      <time dateTime={at}>{makkahTime(at, language, style)}</time>
      {own ? <span className="block text-sm font-normal text-muted">{own}</span> : null}
    </span>
  );
}
