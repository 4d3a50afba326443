import { useEffect } from "react";
import { useFormContext, useWatch, useFormState } from "react-hook-form";
import type { QuoteOption } from "#shared/bookings/api-contract";
import { pickText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingFormValues } from "../form/booking-form-values";
import { errorAt, FieldError } from "./field-error";
import { priceCovers } from "./price-covers";

/**
 * The vehicle classes that fit, each with its price for this trip, as radio cards. A chosen class
 * that no longer fits (more people, more bags) is unchosen, so nobody books a car too small.
 */
export function VehicleOptions({ options, language, stale }: { options: QuoteOption[]; language: Language; stale: boolean }) {
  const { t } = useTranslation("booking");
  const { register, setValue } = useFormContext<BookingFormValues>();
  const formState = useFormState<BookingFormValues>();
  const chosen = useWatch<BookingFormValues, "vehicleClassSlug">({ name: "vehicleClassSlug" });
  const error = errorAt(formState.errors, "vehicleClassSlug");
  useEffect(() => {
    if (!stale && chosen && !options.some((option) => option.vehicleClassSlug === chosen)) setValue("vehicleClassSlug", "");
  }, [options, chosen, stale, setValue]);
  return (
    <fieldset aria-describedby={error ? "vehicle-error" : undefined} aria-busy={stale || undefined}>
      <legend className="text-lg font-semibold text-brand-900">{t("party.vehicle")}</legend>
      <FieldError id="vehicle-error" message={error} />
      <ul className={`mt-3 space-y-3 transition-opacity ${stale ? "opacity-60" : ""}`}>
        {options.map((option) => {
          const id = `vehicle-${option.vehicleClassSlug}`;
          return (
            <li key={option.vehicleClassSlug}>
              <label
                htmlFor={id}
                className="flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input id={id} type="radio" value={option.vehicleClassSlug} className="size-5 accent-brand-700" {...register("vehicleClassSlug")} />
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{pickText(option.name, language)}</span>
                  <span className="block text-sm text-muted">{t("party.capacity", { passengers: option.passengers, bags: option.bags })}</span>
                </span>
                <span className="text-end">
                  <span className="block font-bold text-brand-800">{formatSar(option.breakdown.totalHalalas, language)}</span>
                  <span className="block text-xs text-muted" data-price-covers>
                    {priceCovers(option.breakdown, t, (halalas) => formatSar(halalas, language), option.minimumHours)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
