import { useMemo } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { LANGUAGE_LABEL, LANGUAGES, type Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { countryOptions } from "../form/countries";
import type { BookingFormValues } from "../form/booking-form-values";
import { errorAt, FieldError } from "./field-error";
import { inputClass, labelClass } from "./booking-ui";
import { useLikelyCountry } from "./use-likely-country";

/** Who we confirm with: name, mobile (WhatsApp by default) with its country, email if they like, language, notes. */
export function ContactFields({ language }: { language: Language }) {
  const { t } = useTranslation("booking");
  const { register } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const likely = useLikelyCountry(language);
  const countries = useMemo(() => countryOptions(language, likely), [language, likely]);
  const error = (path: string) => errorAt(formState.errors, path);
  const control = (path: string, hint?: boolean) => ({
    "aria-invalid": error(path) ? true : undefined,
    "aria-describedby": error(path) ? `${path.replace(/\./g, "-")}-error` : hint ? `${path.replace(/\./g, "-")}-hint` : undefined,
  });
  return (
    <section aria-labelledby="contact-title" className="space-y-4">
      <h3 id="contact-title" className="text-lg font-semibold text-brand-900">
        {t("contact.title")}
      </h3>
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          {t("contact.name")}
        </label>
        <input
          id="contact-name"
          autoComplete="name"
          className={inputClass(Boolean(error("contact.name")))}
          {...control("contact.name")}
          {...register("contact.name")}
        />
        <FieldError id="contact-name-error" message={error("contact.name")} />
      </div>
      <div>
        <label htmlFor="contact-country" className={labelClass}>
          {t("contact.country")}
        </label>
        <select
          id="contact-country"
          autoComplete="country"
          className={inputClass(Boolean(error("contact.country")))}
          {...control("contact.country")}
          {...register("contact.country")}
        >
          {countries.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="contact-country-error" message={error("contact.country")} />
      </div>
      <div>
        <label htmlFor="contact-phone" className={labelClass}>
          {t("contact.phone")}
        </label>
        <input
          id="contact-phone"
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          className={`${inputClass(Boolean(error("contact.phone")))} text-start`}
          {...control("contact.phone", true)}
          {...register("contact.phone")}
        />
        {error("contact.phone") ? (
          <FieldError id="contact-phone-error" message={error("contact.phone")} />
        ) : (
          <p id="contact-phone-hint" className="mt-1 text-xs text-muted">
            {t("contact.phoneHint")}
          </p>
        )}
        <label className="mt-2 flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-brand-700" {...register("contact.whatsapp")} />
          <span>{t("contact.whatsapp")}</span>
        </label>
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          {t("contact.email")}
        </label>
        <input
          id="contact-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          className={`${inputClass(Boolean(error("contact.email")))} text-start`}
          {...control("contact.email")}
          {...register("contact.email")}
        />
        <FieldError id="contact-email-error" message={error("contact.email")} />
      </div>
      <fieldset>
        <legend className={labelClass}>{t("contact.language")}</legend>
        <div className="mt-1 flex gap-3">
          {LANGUAGES.map((option) => (
            <label
              key={option}
              className="flex min-h-12 flex-1 items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={option} className="size-5 accent-brand-700" {...register("contact.language")} />
              <span lang={option}>{LANGUAGE_LABEL[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="contact-notes" className={labelClass}>
          {t("contact.notes")}
        </label>
        <textarea
          id="contact-notes"
          rows={3}
          className={inputClass(Boolean(error("contact.notes")))}
          {...control("contact.notes", true)}
          {...register("contact.notes")}
        />
        {error("contact.notes") ? (
          <FieldError id="contact-notes-error" message={error("contact.notes")} />
        ) : (
          <p id="contact-notes-hint" className="mt-1 text-xs text-muted">
            {t("contact.notesHint")}
          </p>
        )}
      </div>
    </section>
  );
}
