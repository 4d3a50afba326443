import type { Place } from "#shared/bookings/places";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";

/**
 * A place as the picker lists it: what tells it apart first. A phone's closed select shows one
 * line, and at 360 px "Jeddah airport (KAIA), Terminal…" left Terminal 1, North and Hajj looking
 * the same; "Terminal 1 · Jeddah airport (KAIA)" does not. The list is grouped by city, so a
 * hotel area reads "Ajyad · Makkah". Names without a part after the comma stay as they are.
 */
export function placeOptionLabel(place: Pick<Place, "name">, language: Language): string {
  const name = pickText(place.name, language);
  const comma = language === "ar" ? name.lastIndexOf("،") : name.lastIndexOf(",");
  if (comma < 0) return name;
  const head = name.slice(0, comma).trim();
  const tail = name.slice(comma + 1).trim();
  return head && tail ? `${tail} · ${head}` : name;
}
