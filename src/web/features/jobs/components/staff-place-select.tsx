import { useFormContext, useWatch } from "react-hook-form";
import { PLACE_CITIES, PLACES } from "#shared/bookings/places";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { useTranslation } from "#web/lib/i18n/texts";
import { addressChoice, isAddressChoice } from "#shared/bookings/leg-form";
import { ADDRESS, type StaffBookingValues } from "../form/staff-booking-values";
import { describedBy, inputClass, StaffField, useFieldError } from "./staff-field";

/** One end of a leg: a preset place grouped by city, or a typed address. */
export function StaffPlaceSelect({ index, end, language }: { index: number; end: "from" | "to"; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const { register } = useFormContext<StaffBookingValues>();
  const chosen: string = useWatch<StaffBookingValues, `legs.${number}.from.placeId`>({ name: `legs.${index}.${end}.placeId` as `legs.${number}.from.placeId` });
  const id = `new-leg-${index}-${end}`;
  const placeError = useFieldError(`legs.${index}.${end}.placeId`);
  const addressError = useFieldError(`legs.${index}.${end}.address`);
  return (
    <div className="grid gap-2">
      <StaffField id={id} label={t(`newBooking.${end}`)} error={placeError}>
        <select {...describedBy(id, placeError)} className={inputClass(Boolean(placeError))} {...register(`legs.${index}.${end}.placeId`)}>
          <option value="">{t("newBooking.choosePlace")}</option>
          {PLACE_CITIES.map((city) => (
            <optgroup key={city} label={t(`newBooking.cities.${city}`)}>
              {PLACES.filter((place) => place.city === city).map((place) => (
                <option key={place.id} value={place.id}>
                  {pickText(place.name, language)}
                </option>
              ))}
              {/* A typed address carries its city: the zone its leg is priced by. */}
              <option value={addressChoice(city)}>{t("newBooking.addressIn", { city: t(`newBooking.cities.${city}`) })}</option>
            </optgroup>
          ))}
          {chosen === ADDRESS ? <option value={ADDRESS}>{t("newBooking.otherAddress")}</option> : null}
        </select>
      </StaffField>
      {isAddressChoice(chosen ?? "") ? (
        <StaffField id={`${id}-address`} label={t(`newBooking.${end}Address`)} error={addressError}>
          <textarea
            rows={2}
            {...describedBy(`${id}-address`, addressError)}
            className={inputClass(Boolean(addressError))}
            {...register(`legs.${index}.${end}.address`)}
          />
        </StaffField>
      ) : null}
    </div>
  );
}
