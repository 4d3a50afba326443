import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingFormValues } from "../form/booking-form-values";
import { focusRing } from "./booking-ui";

/*
 * The pickup time as three small selects (hour, minutes, AM/PM) in the page's language: a phone's
 * native time field cut "02:30 PM" to "02:30 P" at 360 px, and a date-time library would not fit
 * the page's first-load budget. The form keeps "HH:mm" (24 h, Makkah time) as before; until all
 * three are chosen it holds "" (the form then asks for the time).
 */
type Parts = { hour: string; minute: string; period: "" | "am" | "pm" };
const EMPTY: Parts = { hour: "", minute: "", period: "" };
const HOURS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, "0"));

export function partsOf(time: string): Parts {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return EMPTY;
  const hours = Number(match[1]);
  return { hour: String(hours % 12 === 0 ? 12 : hours % 12), minute: match[2] as string, period: hours < 12 ? "am" : "pm" };
}

export function timeOf(parts: Parts): string {
  if (!parts.hour || !parts.minute || !parts.period) return "";
  const hours = (Number(parts.hour) % 12) + (parts.period === "pm" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${parts.minute}`;
}

export function TimeSelect({ index, language, invalid, describedBy }: { index: number; language: Language; invalid: boolean; describedBy?: string }) {
  const { t } = useTranslation("booking");
  const { setValue } = useFormContext<BookingFormValues>();
  const name = `legs.${index}.time` as const;
  const value = useWatch<BookingFormValues, typeof name>({ name }) ?? "";
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A restored draft or "start again" changes the value from outside: the selects follow it.
  useEffect(() => {
    if (value !== timeOf(parts) && (value !== "" || timeOf(parts) !== "")) setParts(partsOf(value));
    // Only the value from outside matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next };
    // Hour chosen first: minutes default to :00, so two taps make a full time.
    if (next.hour && !merged.minute) merged.minute = "00";
    setParts(merged);
    setValue(name, timeOf(merged), { shouldDirty: true });
  };
  const number = (text: string) => new Intl.NumberFormat(LANGUAGE_LOCALE[language], { minimumIntegerDigits: text.length }).format(Number(text));
  const id = `leg-${index}`;
  // Fixed widths that fit "12", "55" and "مساءً" with the arrow: 16 rem in all, inside a 360 px card.
  const select = `block min-h-12 shrink-0 rounded-lg border bg-white px-2 py-2.5 text-base text-ink shadow-sm ${focusRing} ${invalid ? "border-red-600" : "border-stone-400"}`;
  const common = { "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  return (
    <div className="flex items-center gap-1.5" dir="ltr">
      <label htmlFor={`${id}-hour`} className="sr-only">
        {t("trip.hour")}
      </label>
      <select id={`${id}-hour`} className={`${select} w-16`} value={parts.hour} onChange={(event) => change({ hour: event.target.value })} {...common}>
        <option value="">--</option>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {number(hour)}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="font-bold text-ink">
        :
      </span>
      <label htmlFor={`${id}-minute`} className="sr-only">
        {t("trip.minute")}
      </label>
      <select id={`${id}-minute`} className={`${select} w-16`} value={parts.minute} onChange={(event) => change({ minute: event.target.value })} {...common}>
        <option value="">--</option>
        {(MINUTES.includes(parts.minute) || !parts.minute ? MINUTES : [...MINUTES, parts.minute].sort()).map((minute) => (
          <option key={minute} value={minute}>
            {number(minute)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-period`} className="sr-only">
        {t("trip.period")}
      </label>
      <select
        id={`${id}-period`}
        dir={language === "ar" ? "rtl" : "ltr"}
        // Arabic writes "2:30 ص" with the period to the left of the digits; the reading order stays hour, minutes, period.
        className={`${select} w-24 ${language === "ar" ? "order-first" : ""}`}
        value={parts.period}
        onChange={(event) => change({ period: event.target.value as Parts["period"] })}
        {...common}
      >
        <option value="">{t("trip.periodChoose")}</option>
        <option value="am">{t("trip.am")}</option>
        <option value="pm">{t("trip.pm")}</option>
      </select>
    </div>
  );
}
