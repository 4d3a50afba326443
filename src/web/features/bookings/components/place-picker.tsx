import { useFormContext, useWatch, useFormState } from "react-hook-form";
import { PLACE_CITIES, PLACES } from "#shared/bookings/places";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { ADDRESS, type BookingFormValues } from "../form/booking-form-values";
import { errorAt, FieldError } from "./field-error";
import { placeOptionLabel } from "./place-label";
import { inputClass, labelClass } from "./booking-ui";

/**
 * One end of a leg: a preset place (airport terminals, hotel areas, cities; grouped by city) from
 * the phone's own picker, or "another address", which opens a box to type it.
 */
export function PlacePicker({ legIndex, end, language }: { legIndex: number; end: "from" | "to"; language: Language }) {
  const { t } = useTranslation("booking");
  const { register } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const chosen: string = useWatch<BookingFormValues, `legs.${number}.from.placeId`>({
    name: `legs.${legIndex}.${end}.placeId` as `legs.${number}.from.placeId`,
  });
  const id = `leg-${legIndex}-${end}`;
  const placeError = errorAt(formState.errors, `legs.${legIndex}.${end}.placeId`);
  const addressError = errorAt(formState.errors, `legs.${legIndex}.${end}.address`);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t(`trip.${end}`)}
      </label>
      <select
        id={id}
        className={inputClass(Boolean(placeError))}
        aria-invalid={placeError ? true : undefined}
        aria-describedby={placeError ? `${id}-error` : undefined}
        {...register(`legs.${legIndex}.${end}.placeId`)}
      >
        <option value="">{t("trip.choosePlace")}</option>
        {PLACE_CITIES.map((city) => (
          <optgroup key={city} label={t(`cities.${city}`)}>
            {PLACES.filter((place) => place.city === city).map((place) => (
              <option key={place.id} value={place.id}>
                {placeOptionLabel(place, language)}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={ADDRESS}>{t("trip.otherAddress")}</option>
      </select>
      <FieldError id={`${id}-error`} message={placeError} />
      {chosen === ADDRESS ? (
        <div className="mt-3">
          <label htmlFor={`${id}-address`} className={labelClass}>
            {t(`trip.${end}Address`)}
          </label>
          <textarea
            id={`${id}-address`}
            rows={2}
            autoComplete="street-address"
            className={inputClass(Boolean(addressError))}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${id}-address-error` : `${id}-address-hint`}
            {...register(`legs.${legIndex}.${end}.address`)}
          />
          {addressError ? (
            <FieldError id={`${id}-address-error`} message={addressError} />
          ) : (
            <p id={`${id}-address-hint`} className="mt-1 text-xs text-muted">
              {t("trip.addressHint")}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
