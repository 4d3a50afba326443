import { useEffect } from "react";
import { useFormContext, useWatch, useFormState } from "react-hook-form";
import { addressChoice, addressZoneOf, isAddressChoice } from "#shared/bookings/leg-form";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingFormValues } from "../form/booking-form-values";
import { offeredValues, type PlaceGroup } from "../form/place-options";
import { errorAt, FieldError } from "./field-error";
import { placeOptionLabel } from "./place-label";
import { inputClass, labelClass } from "./booking-ui";

/**
 * One end of a leg: a preset place (airport terminals, hotel areas, cities; grouped by city) from
 * the phone's own picker, or "another address in <city>", which opens a box to type it. Only the
 * places the chosen service serves are offered (`groups`); a choice the service no longer serves
 * is cleared. The address's city is the zone its leg is priced by.
 */
export function PlacePicker({
  legIndex,
  end,
  language,
  groups,
  label,
}: {
  legIndex: number;
  end: "from" | "to";
  language: Language;
  groups: PlaceGroup[];
  /** The list's label when it is not From or To (a tour's start place). */
  label?: string;
}) {
  const { t } = useTranslation("booking");
  const { register, setValue } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const name = `legs.${legIndex}.${end}.placeId` as `legs.${number}.from.placeId`;
  const chosen: string = useWatch<BookingFormValues, `legs.${number}.from.placeId`>({ name });
  const offered = offeredValues(groups);
  const offeredKey = [...offered].join(",");
  useEffect(() => {
    if (chosen && !offered.has(chosen)) setValue(name, "");
    // offeredKey stands for `offered` (a new Set each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, offeredKey, name, setValue]);
  const id = `leg-${legIndex}-${end}`;
  const placeError = errorAt(formState.errors, `legs.${legIndex}.${end}.placeId`);
  const addressError = errorAt(formState.errors, `legs.${legIndex}.${end}.address`);
  const addressZone = addressZoneOf(chosen ?? "");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label ?? t(`trip.${end}`)}
      </label>
      <select
        id={id}
        className={inputClass(Boolean(placeError))}
        aria-invalid={placeError ? true : undefined}
        aria-describedby={placeError ? `${id}-error` : undefined}
        {...register(name)}
      >
        <option value="">{t("trip.choosePlace")}</option>
        {groups.map((group) => (
          <optgroup key={group.city} label={t(`cities.${group.city}`)}>
            {group.places.map((place) => (
              <option key={place.id} value={place.id}>
                {placeOptionLabel(place, language)}
              </option>
            ))}
            {group.addressZone ? <option value={addressChoice(group.addressZone)}>{t("trip.addressIn", { city: t(`cities.${group.city}`) })}</option> : null}
          </optgroup>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={placeError} />
      {isAddressChoice(chosen ?? "") && addressZone ? (
        <div className="mt-3">
          <label htmlFor={`${id}-address`} className={labelClass}>
            {t(`trip.${end}AddressIn`, { city: t(`cities.${addressZone}`) })}
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
              {t("trip.addressHint")} {t("trip.addressCityHint")}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
