import { useFormContext, useFormState } from "react-hook-form";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffBookingValues } from "../form/staff-booking-values";
import { describedBy, errorOf, inputClass, StaffField } from "./staff-field";

const PARTY = ["adults", "children", "infants", "bags"] as const;

/** Adults, children, infants and bags of a staff form (new booking or trip edit); `idPrefix` keeps ids apart. */
export function StaffPartyFields({ idPrefix, legendClassName }: { idPrefix: string; legendClassName: string }) {
  const { t } = useTranslation("admin-jobs");
  const { register } = useFormContext<StaffBookingValues>();
  const { errors } = useFormState<StaffBookingValues>();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className={legendClassName}>{t("newBooking.party")}</legend>
      {PARTY.map((name) => {
        const error = errorOf(errors, name);
        return (
          <StaffField key={name} id={`${idPrefix}-${name}`} label={t(`newBooking.${name}`)} error={error}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              {...describedBy(`${idPrefix}-${name}`, error)}
              className={inputClass(Boolean(error))}
              {...register(name, { valueAsNumber: true })}
            />
          </StaffField>
        );
      })}
    </fieldset>
  );
}
