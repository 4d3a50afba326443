import { useEffect, useState } from "react";
import { useFormContext, useWatch, useFormState } from "react-hook-form";
import { earliestPickup } from "#shared/bookings/pickup-window";
import { MAX_PLAN_LENGTH } from "#shared/bookings/leg-limits";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { isAirportPickup, riyadhInstant, type BookingFormValues, type LegValues } from "../form/booking-form-values";
import { errorAt, FieldError } from "./field-error";
import { placeGroupsFor } from "../form/place-options";
import type { BookingProduct } from "./booking-product";
import { ownTimeBeside } from "./makkah-time";
import { NightQuestion } from "./night-question";
import { PlacePicker } from "./place-picker";
import { TimeSelect } from "./time-select";
import { TourStops } from "./tour-stops";
import { inputClass, labelClass, linkButton } from "./booking-ui";

/** The earliest day the pickers offer, worked out in the browser after hydration (the server's "today" may differ). */
function useEarliestDay(leadHours: number): string | undefined {
  const [day, setDay] = useState<string>();
  useEffect(() => setDay(riyadhDate(earliestPickup(new Date(), leadHours))), [leadHours]);
  return day;
}

/** The pickup in the customer's own time zone, when it differs from Makkah's (known only in the browser). */
function useOwnTime(iso: string, language: Language): string | null {
  const [own, setOwn] = useState<string | null>(null);
  useEffect(() => setOwn(iso ? ownTimeBeside(iso, language) : null), [iso, language]);
  return own;
}

/**
 * One leg, with the fields its service's kind needs: a transfer from and to; a tour its start
 * place and its stops (from the product); an hourly hire its start place, hours (at least the
 * minimum) and an optional plan. Then the day and time in Makkah time, and the flight for airport
 * pickups. The lists offer only the places the service serves.
 */
export function LegFields({
  index,
  product,
  language,
  leadHours,
  onRemove,
}: {
  index: number;
  product: BookingProduct | undefined;
  language: Language;
  leadHours: number;
  onRemove?: () => void;
}) {
  const { t } = useTranslation("booking");
  const { register } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const leg = useWatch<BookingFormValues, `legs.${number}`>({ name: `legs.${index}` }) as LegValues | undefined;
  const earliestDay = useEarliestDay(leadHours);
  const ownTime = useOwnTime(leg ? riyadhInstant(leg.date, leg.time) : "", language);
  const id = `leg-${index}`;
  const pickupError = errorAt(formState.errors, `legs.${index}.pickup`);
  const flightError = errorAt(formState.errors, `legs.${index}.flightNumber`);
  const hoursError = errorAt(formState.errors, `legs.${index}.hours`);
  const planError = errorAt(formState.errors, `legs.${index}.plan`);
  const shape = product?.shape ?? "transfer";
  const hourly = shape === "hourly";
  return (
    <div role="group" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
          {t("trip.legTitle", { number: index + 1 })}
        </h3>
        {onRemove ? (
          <button type="button" onClick={onRemove} className={linkButton}>
            {t("trip.removeLeg")}
            <span className="sr-only"> {index + 1}</span>
          </button>
        ) : null}
      </div>
      <PlacePicker
        legIndex={index}
        end="from"
        language={language}
        groups={placeGroupsFor(product, "from", leg?.from)}
        label={shape === "transfer" ? undefined : t("trip.start")}
      />
      {shape === "transfer" ? <PlacePicker legIndex={index} end="to" language={language} groups={placeGroupsFor(product, "to", leg?.from)} /> : null}
      {shape === "tour" && product ? <TourStops stops={product.stops} /> : null}
      <div role="group" aria-labelledby={`${id}-when`} aria-describedby={pickupError ? `${id}-pickup-error` : `${id}-when-hint`}>
        <p id={`${id}-when`} className={labelClass}>
          {shape === "transfer" ? t("trip.when") : t("trip.startWhen")}
        </p>
        <p id={`${id}-when-hint`} className="text-xs text-muted">
          {t("trip.whenHint", { count: leadHours })}
        </p>
        <label htmlFor={`${id}-date`} className="sr-only">
          {t("trip.date")}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          min={earliestDay}
          className={inputClass(Boolean(pickupError))}
          aria-invalid={pickupError ? true : undefined}
          {...register(`legs.${index}.date`)}
        />
        {/* The time in full ("2 : 30 PM") with "Makkah time" beside it: it wraps under the selects on the narrowest phones. */}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <TimeSelect index={index} language={language} invalid={Boolean(pickupError)} describedBy={`${id}-makkah`} />
          <span id={`${id}-makkah`} className="text-sm font-medium text-brand-900">
            {t("trip.makkahTime")}
          </span>
        </div>
        {ownTime ? <p className="mt-1 text-sm text-muted">{t("trip.yourTime", { time: ownTime })}</p> : null}
        <FieldError id={`${id}-pickup-error`} message={pickupError} />
        <NightQuestion index={index} language={language} />
      </div>
      {leg && isAirportPickup(leg) ? (
        <div>
          <label htmlFor={`${id}-flight`} className={labelClass}>
            {t("trip.flight")}
          </label>
          <input
            id={`${id}-flight`}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="SV 1234"
            className={inputClass(Boolean(flightError))}
            aria-invalid={flightError ? true : undefined}
            aria-describedby={flightError ? `${id}-flight-error` : `${id}-flight-hint`}
            {...register(`legs.${index}.flightNumber`)}
          />
          {flightError ? (
            <FieldError id={`${id}-flight-error`} message={flightError} />
          ) : (
            <p id={`${id}-flight-hint`} className="mt-1 text-xs text-muted">
              {t("trip.flightHint")}
            </p>
          )}
        </div>
      ) : null}
      {hourly ? (
        <>
          <div>
            <label htmlFor={`${id}-hours`} className={labelClass}>
              {t("trip.hours")}
            </label>
            <input
              id={`${id}-hours`}
              type="number"
              inputMode="numeric"
              min={product?.minimumHours ?? 1}
              max={24}
              placeholder={String(product?.minimumHours ?? 1)}
              className={inputClass(Boolean(hoursError))}
              aria-invalid={hoursError ? true : undefined}
              aria-describedby={hoursError ? `${id}-hours-error` : `${id}-hours-hint`}
              {...register(`legs.${index}.hours`)}
            />
            {hoursError ? (
              <FieldError id={`${id}-hours-error`} message={hoursError} />
            ) : (
              <p id={`${id}-hours-hint`} className="mt-1 text-xs text-muted">
                {t("trip.hoursMin", { count: product?.minimumHours ?? 1 })} {t("trip.hourlyReturn")}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-plan`} className={labelClass}>
              {t("trip.plan")}
            </label>
            <textarea
              id={`${id}-plan`}
              rows={3}
              maxLength={MAX_PLAN_LENGTH}
              className={inputClass(Boolean(planError))}
              aria-invalid={planError ? true : undefined}
              aria-describedby={planError ? `${id}-plan-error` : `${id}-plan-hint`}
              {...register(`legs.${index}.plan`)}
            />
            {planError ? (
              <FieldError id={`${id}-plan-error`} message={planError} />
            ) : (
              <p id={`${id}-plan-hint`} className="mt-1 text-xs text-muted">
                {t("trip.planHint")}
              </p>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
