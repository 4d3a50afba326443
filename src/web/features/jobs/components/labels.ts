import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { placeById } from "#shared/bookings/places";
import { RIYADH_TIME_ZONE } from "#shared/bookings/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { LANGUAGE_LOCALE } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";

/** A leg's end as staff read it: the preset place's name, or the typed address. */
export function endpointLabel(endpoint: LegEndpoint | Record<string, unknown>, language: Language): string {
  const value = endpoint as { type?: string; placeId?: string; address?: string };
  if (value.type === "place" && value.placeId) return pickText(placeById(value.placeId)?.name, language) || value.placeId;
  return value.address ?? "";
}

/** "14:30" in Riyadh time, with the reader's digits. */
export function riyadhTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { timeStyle: "short", timeZone: RIYADH_TIME_ZONE, calendar: "gregory" }).format(new Date(iso));
}

/** "Mon 23 Nov" in Riyadh time. */
export function riyadhDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: RIYADH_TIME_ZONE,
    calendar: "gregory",
  }).format(new Date(iso));
}
