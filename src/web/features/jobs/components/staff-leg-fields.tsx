import { useFormContext, useWatch } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { isAirportPickup, type StaffBookingValues, type StaffLegValues } from "../form/staff-booking-values";
import { describedBy, inputClass, StaffField, useFieldError } from "./staff-field";
import { StaffPlaceSelect } from "./staff-place-select";

/** One leg: from, to, the pickup day and time (Riyadh), the flight for airport pickups, hours for hourly products. */
export function StaffLegFields({ index, hourly, language, onRemove }: { index: number; hourly: boolean; language: Language; onRemove?: () => void }) {
  const { t } = useTranslation("admin-jobs");
  const { register } = useFormContext<StaffBookingValues>();
  const leg = useWatch<StaffBookingValues, `legs.${number}`>({ name: `legs.${index}` }) as StaffLegValues | undefined;
  const id = `new-leg-${index}`;
  const dateError = useFieldError(`legs.${index}.date`);
  const flightError = useFieldError(`legs.${index}.flightNumber`);
  const hoursError = useFieldError(`legs.${index}.hours`);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-brand-900">{t("leg", { number: index + 1 })}</legend>
      <StaffPlaceSelect index={index} end="from" language={language} />
      <StaffPlaceSelect index={index} end="to" language={language} />
      <StaffField id={`${id}-date`} label={t("newBooking.date")} error={dateError} hint={t("newBooking.riyadhTime")}>
        <input type="date" {...describedBy(`${id}-date`, dateError, "hint")} className={inputClass(Boolean(dateError))} {...register(`legs.${index}.date`)} />
      </StaffField>
      <StaffField id={`${id}-time`} label={t("newBooking.time")}>
        <input type="time" step={300} id={`${id}-time`} className={inputClass(Boolean(dateError))} {...register(`legs.${index}.time`)} />
      </StaffField>
      {leg && isAirportPickup(leg) ? (
        <StaffField id={`${id}-flight`} label={t("newBooking.flight")} error={flightError}>
          <input
            dir="ltr"
            autoComplete="off"
            placeholder="SV 1234"
            {...describedBy(`${id}-flight`, flightError)}
            className={inputClass(Boolean(flightError))}
            {...register(`legs.${index}.flightNumber`)}
          />
        </StaffField>
      ) : null}
      {hourly ? (
        <StaffField id={`${id}-hours`} label={t("newBooking.hours")} error={hoursError}>
          <input
            type="number"
            min={1}
            max={24}
            {...describedBy(`${id}-hours`, hoursError)}
            className={inputClass(Boolean(hoursError))}
            {...register(`legs.${index}.hours`)}
          />
        </StaffField>
      ) : null}
      {onRemove ? (
        <div className="sm:col-span-2">
          <button type="button" onClick={onRemove} className="text-sm font-semibold text-red-700 underline">
            {t("newBooking.removeLeg", { number: index + 1 })}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
