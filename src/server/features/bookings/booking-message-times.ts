import { countryTimeZone } from "#shared/bookings/country-time-zones";
import { customerTimeLine } from "#shared/bookings/customer-time";
import type { Language } from "#shared/i18n/languages";

/*
 * The pickup times in a customer's email or WhatsApp message: Makkah time, said so, and the
 * customer's own time beside it when their country's zone reads another clock (customer-time.ts).
 */
export interface PickupTimes {
  pickups?: readonly Date[];
  /** ISO 3166 code the customer gave; their zone comes from it (country-time-zones.ts). */
  country?: string | null;
  language: Language;
}

const WORDS = {
  en: { one: "Pickup", many: "Pickups", trip: (n: number) => `Trip ${n}` },
  ar: { one: "موعد الانطلاق", many: "مواعيد الانطلاق", trip: (n: number) => `الرحلة ${n}` },
} as const;

function lines(m: PickupTimes): string[] {
  const zone = countryTimeZone(m.country);
  return [...(m.pickups ?? [])].sort((a, b) => a.getTime() - b.getTime()).map((at) => customerTimeLine(at, m.language, zone));
}

/** For an email body: a paragraph of its own, or nothing when the message has no pickups. */
export function pickupParagraph(m: PickupTimes): string {
  const all = lines(m);
  const words = WORDS[m.language];
  if (all.length === 0) return "";
  if (all.length === 1) return `\n\n${words.one}: ${all[0]}`;
  return `\n\n${words.many}:\n${all.map((line, index) => `- ${words.trip(index + 1)}: ${line}`).join("\n")}`;
}

/** For a WhatsApp text: one sentence, or nothing. */
export function pickupSentence(m: PickupTimes): string {
  const all = lines(m);
  const words = WORDS[m.language];
  if (all.length === 0) return "";
  if (all.length === 1) return ` ${words.one}: ${all[0]}.`;
  return ` ${words.many}: ${all.map((line, index) => `${words.trip(index + 1)}: ${line}`).join(m.language === "ar" ? "؛ " : "; ")}.`;
}
