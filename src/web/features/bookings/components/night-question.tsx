import { useFormContext, useWatch } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { riyadhInstant, type BookingFormValues } from "../form/booking-form-values";
import { isNightTime, makkahDay, makkahTime } from "./makkah-time";
import { secondaryButton } from "./booking-ui";

/** The answer a leg keeps once the customer said "yes, at night" for this date and time. */
export const nightKey = (date: string, time: string) => `${date} ${time}`;

/** True while a leg's pickup is between midnight and 5 am and the customer has not confirmed it. */
export function needsNightAnswer(leg: { date: string; time: string; nightOk?: string }): boolean {
  return Boolean(leg.date) && isNightTime(leg.time) && leg.nightOk !== nightKey(leg.date, leg.time);
}

/**
 * "2:30 am is at night, between Thursday 3 and Friday 4 December: is that right?" A pickup just
 * after midnight is often meant as the evening before (a flight landing "on the 4th at night"),
 * and the driver would come a day late. Asked once per date and time; "no" takes the customer
 * back to the hour.
 */
export function NightQuestion({ index, language }: { index: number; language: Language }) {
  const { t } = useTranslation("booking");
  const { setValue } = useFormContext<BookingFormValues>();
  const leg = useWatch<BookingFormValues, `legs.${number}`>({ name: `legs.${index}` });
  if (!leg || !needsNightAnswer(leg)) return null;
  const iso = riyadhInstant(leg.date, leg.time);
  const dayBefore = new Date(Date.parse(iso) - 86_400_000).toISOString();
  return (
    <div
      role="group"
      aria-labelledby={`leg-${index}-night`}
      data-needs-answer
      tabIndex={-1}
      className="mt-3 rounded-xl border border-sand-400 bg-sand-100 p-3 focus:outline-2 focus:outline-brand-700"
    >
      <p id={`leg-${index}-night`} className="font-medium text-brand-900">
        {t("trip.nightQuestion", { time: makkahTime(iso, language), before: makkahDay(dayBefore, language), day: makkahDay(iso, language) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setValue(`legs.${index}.nightOk`, nightKey(leg.date, leg.time), { shouldDirty: true })}
        >
          {t("trip.nightYes")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => document.getElementById(`leg-${index}-hour`)?.focus()}>
          {t("trip.nightNo")}
        </button>
      </div>
    </div>
  );
}
