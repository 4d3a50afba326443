import { placeById } from "#shared/bookings/places";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import type { Language } from "#shared/i18n/languages";

export interface CalendarLeg {
  legIndex: number;
  status: string;
  pickupAt: Date;
  from: LegEndpoint;
  to: LegEndpoint;
  flightNumber: string | null;
}

const TITLE: Record<Language, string> = { en: "Rihla transfer", ar: "رحلة: نقل" };

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const placeName = (endpoint: LegEndpoint, language: Language) =>
  endpoint.type === "place" ? (placeById(endpoint.placeId)?.name[language] ?? endpoint.placeId) : endpoint.address;

/** Lines longer than 75 octets are folded (RFC 5545 3.1), without splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char) > 73) {
      out.push(current);
      current = " ";
    }
    current += char;
  }
  out.push(current);
  return out.join("\r\n");
}

/** The booking's legs as calendar events (cancelled legs left out), one hour each at the pickup time. */
export function bookingCalendar(reference: string, legs: readonly CalendarLeg[], language: Language, now = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rihla//Bookings//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const leg of legs) {
    if (leg.status === "cancelled") continue;
    const from = placeName(leg.from, language);
    const to = placeName(leg.to, language);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${reference}-${leg.legIndex}@rihla`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(leg.pickupAt)}`,
      `DTEND:${stamp(new Date(leg.pickupAt.getTime() + 3_600_000))}`,
      `SUMMARY:${escapeText(`${TITLE[language]} ${reference}: ${from} → ${to}`)}`,
      `LOCATION:${escapeText(from)}`,
      `DESCRIPTION:${escapeText(`${reference}${leg.flightNumber ? ` · ${leg.flightNumber}` : ""}`)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
