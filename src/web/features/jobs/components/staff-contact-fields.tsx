import { useFormContext } from "react-hook-form";
import { LANGUAGES } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffBookingValues } from "../form/staff-booking-values";
import { StaffCountryField } from "./staff-country-field";
import { describedBy, inputClass, StaffField, useFieldError } from "./staff-field";

type TextField = "name" | "phone" | "email";
const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string; ltr?: boolean }[] = [
  { name: "name", type: "text", autoComplete: "off" },
  { name: "phone", type: "tel", autoComplete: "off", ltr: true },
  { name: "email", type: "email", autoComplete: "off", ltr: true },
];

/** The customer: name, phone (WhatsApp or not), email, country (a searchable list), language, notes. */
export function StaffContactFields() {
  const { t } = useTranslation("admin-jobs");
  const { register } = useFormContext<StaffBookingValues>();
  const errors = {
    name: useFieldError("contact.name"),
    phone: useFieldError("contact.phone"),
    email: useFieldError("contact.email"),
    language: useFieldError("contact.language"),
    notes: useFieldError("contact.notes"),
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-brand-900">{t("newBooking.contact")}</legend>
      {TEXT_FIELDS.map((field) => (
        <StaffField
          key={field.name}
          id={`new-contact-${field.name}`}
          label={t(`newBooking.${field.name}`)}
          error={errors[field.name]}
          hint={field.name === "phone" ? t("newBooking.phoneHint") : undefined}
        >
          <input
            type={field.type}
            dir={field.ltr ? "ltr" : undefined}
            autoComplete={field.autoComplete}
            {...describedBy(`new-contact-${field.name}`, errors[field.name], field.name === "phone" ? "hint" : undefined)}
            className={inputClass(Boolean(errors[field.name]))}
            {...register(`contact.${field.name}`)}
          />
        </StaffField>
      ))}
      <StaffCountryField />
      <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4" {...register("contact.whatsapp")} />
        {t("newBooking.whatsapp")}
      </label>
      <StaffField id="new-contact-language" label={t("newBooking.language")} error={errors.language}>
        <select {...describedBy("new-contact-language", errors.language)} className={inputClass(Boolean(errors.language))} {...register("contact.language")}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`newBooking.languages.${language}`)}
            </option>
          ))}
        </select>
      </StaffField>
      <div className="sm:col-span-2">
        <StaffField id="new-contact-notes" label={t("newBooking.notes")} error={errors.notes}>
          <textarea rows={3} {...describedBy("new-contact-notes", errors.notes)} className={inputClass(Boolean(errors.notes))} {...register("contact.notes")} />
        </StaffField>
      </div>
    </fieldset>
  );
}
