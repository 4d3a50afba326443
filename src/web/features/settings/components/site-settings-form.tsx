import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { LANGUAGE_LABEL, LANGUAGES } from "#shared/i18n/languages";
import { CURRENCIES } from "#shared/quick-tools/currencies";
import { PRAYER_CITIES, WEATHER_CITIES } from "#shared/quick-tools/cities";
import { siteSettingsSchema, SUGGESTED_EXTRA_CURRENCIES, type SiteSettings } from "#shared/settings/site-settings.schema";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { configurationsText } from "#shared/settings/configurations-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { useSaveSiteSettings } from "../api/save-site-settings";
import { applyServerErrors } from "./server-errors";

const codesOf = (text: string) =>
  text
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);

/** The Quick Tools' extra currencies and cities, the Makkah stream address, the maps' tiles and the booking rules. */
export function SiteSettingsForm({ site, environmentStreamUrl }: { site: SiteSettings; environmentStreamUrl: string }) {
  const { t } = useTranslation("operations");
  const save = useSaveSiteSettings();
  const uiLanguage = useLanguage();
  const form = useForm<SiteSettings>({
    resolver: translatedResolver(zodResolver(siteSettingsSchema), (english) => configurationsText(english, uiLanguage)),
    defaultValues: site,
  });
  const cities = useFieldArray({ control: form.control, name: "extraCities" });
  // The currencies as typed; read into the form's list when the field is left or a suggestion added.
  const [currencyText, setCurrencyText] = useState(site.extraCurrencies.join(", "));
  const { errors } = form.formState;
  const currencyError = errors.extraCurrencies?.message ?? (Array.isArray(errors.extraCurrencies) ? errors.extraCurrencies.find(Boolean)?.message : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify({ tone: "success", title: t("saved") });
      form.reset(values);
    } catch (failure) {
      applyServerErrors(form.setError, failure);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Controller
        control={form.control}
        name="languagesShown"
        render={({ field }) => (
          <fieldset aria-describedby="site-languages-hint">
            <legend className="text-sm font-semibold text-ink">{t("site.languages")}</legend>
            <p id="site-languages-hint" className="mt-0.5 text-xs text-muted">
              {t("site.languagesHint")}
            </p>
            <div className="mt-2 flex flex-wrap gap-4">
              {LANGUAGES.map((language) => (
                <label key={language} className="flex min-h-11 items-center gap-2" lang={language}>
                  <input
                    type="checkbox"
                    name={`languagesShown.${language}`}
                    checked={field.value.includes(language)}
                    onChange={(event) =>
                      field.onChange(event.currentTarget.checked ? [...field.value, language] : field.value.filter((shown) => shown !== language))
                    }
                    onBlur={field.onBlur}
                  />
                  {LANGUAGE_LABEL[language]}
                </label>
              ))}
            </div>
            {errors.languagesShown && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.languagesShown.message ?? errors.languagesShown.root?.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <div>
        <p className="text-sm text-muted">
          {t("site.specCurrencies")} <span dir="ltr">{CURRENCIES.join(", ")}</span>
        </p>
        <Controller
          control={form.control}
          name="extraCurrencies"
          render={({ field }) => {
            const offered = new Set(codesOf(currencyText));
            const suggestions = SUGGESTED_EXTRA_CURRENCIES.filter((code) => !offered.has(code));
            return (
              <>
                <FormField
                  id="site-currencies"
                  label={t("site.extraCurrencies")}
                  hint={t("site.extraCurrenciesHint", { examples: SUGGESTED_EXTRA_CURRENCIES.join(", ") })}
                  dir="ltr"
                  error={currencyError}
                  value={currencyText}
                  onChange={(event) => setCurrencyText(event.currentTarget.value)}
                  onBlur={() => {
                    field.onChange(codesOf(currencyText));
                    field.onBlur();
                  }}
                />
                {/* The pilgrims' home currencies, offered for the company to add (none is by default). */}
                {suggestions.length > 0 && (
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-muted">{t("site.suggestedCurrencies")}</span>
                    {suggestions.map((code) => (
                      <button
                        key={code}
                        type="button"
                        dir="ltr"
                        aria-label={t("site.addCurrency", { code })}
                        className="min-h-11 rounded-full border border-stone-300 px-3 font-medium text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                        onClick={() => {
                          const next = [...codesOf(currencyText), code];
                          setCurrencyText(next.join(", "));
                          field.onChange(next);
                        }}
                      >
                        + {code}
                      </button>
                    ))}
                  </div>
                )}
              </>
            );
          }}
        />
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("site.extraCities")}</legend>
        <p className="text-sm text-muted">
          {t("site.specCities")} <span dir="ltr">{[...new Set([...PRAYER_CITIES, ...WEATHER_CITIES])].join(", ")}</span>
        </p>
        <ul className="mt-2 space-y-3">
          {cities.fields.map((city, index) => (
            <li key={city.id} className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-end">
              <FormField
                id={`city-${index}-name`}
                label={t("site.cityName")}
                error={errors.extraCities?.[index]?.name?.message}
                {...form.register(`extraCities.${index}.name`)}
              />
              <FormField
                id={`city-${index}-lat`}
                label={t("site.latitude")}
                type="number"
                step="any"
                dir="ltr"
                error={errors.extraCities?.[index]?.latitude?.message}
                {...form.register(`extraCities.${index}.latitude`, { valueAsNumber: true })}
              />
              <FormField
                id={`city-${index}-lon`}
                label={t("site.longitude")}
                type="number"
                step="any"
                dir="ltr"
                error={errors.extraCities?.[index]?.longitude?.message}
                {...form.register(`extraCities.${index}.longitude`, { valueAsNumber: true })}
              />
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <label className="flex items-center gap-1">
                  <input type="checkbox" {...form.register(`extraCities.${index}.prayer`)} /> {t("site.prayer")}
                </label>
                <label className="flex items-center gap-1">
                  <input type="checkbox" {...form.register(`extraCities.${index}.weather`)} /> {t("site.weather")}
                </label>
                <Button variant="ghost" onClick={() => cities.remove(index)}>
                  {t("site.removeCity")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Button variant="secondary" className="mt-2" onClick={() => cities.append({ name: "", latitude: 0, longitude: 0, prayer: true, weather: true })}>
          {t("site.addCity")}
        </Button>
      </fieldset>

      <FormField
        id="site-stream"
        label={t("site.stream")}
        hint={t("site.streamHint", { url: environmentStreamUrl })}
        dir="ltr"
        error={errors.makkahLiveStreamUrl?.message}
        {...form.register("makkahLiveStreamUrl")}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("site.mapTiles")}</legend>
        <p className="mt-0.5 text-xs text-muted">{t("site.mapTilesAbout")}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <FormField id="site-map-tiles" label={t("site.mapTilesUrl")} dir="ltr" error={errors.mapTiles?.url?.message} {...form.register("mapTiles.url")} />
          <FormField
            id="site-map-attribution"
            label={t("site.mapAttribution")}
            dir="ltr"
            error={errors.mapTiles?.attribution?.message}
            {...form.register("mapTiles.attribution")}
          />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="site-lead-time"
          label={t("site.leadTime")}
          hint={t("site.leadTimeHint")}
          type="number"
          min={0}
          error={errors.bookingLeadTimeHours?.message}
          {...form.register("bookingLeadTimeHours", { valueAsNumber: true })}
        />
        <FormField
          id="site-cutoff"
          label={t("site.cutoff")}
          hint={t("site.cutoffHint")}
          type="number"
          min={0}
          error={errors.cancellationCutoffHours?.message}
          {...form.register("cancellationCutoffHours", { valueAsNumber: true })}
        />
        <FormField
          id="site-confirm-within"
          label={t("site.confirmWithin")}
          hint={t("site.confirmWithinHint")}
          type="number"
          min={1}
          max={72}
          error={errors.confirmWithinHours?.message}
          {...form.register("confirmWithinHours", { valueAsNumber: true })}
        />
        <FormField
          id="site-dispatch-confirm-within"
          label={t("site.dispatchConfirmWithin")}
          hint={t("site.dispatchConfirmWithinHint")}
          type="number"
          min={5}
          max={1440}
          error={errors.dispatchConfirmWithinMinutes?.message}
          {...form.register("dispatchConfirmWithinMinutes", { valueAsNumber: true })}
        />
        <FormField
          id="site-start-link-hours"
          label={t("site.startLinkHours")}
          hint={t("site.startLinkHoursHint")}
          type="number"
          min={1}
          max={48}
          error={errors.startLinkHoursBefore?.message}
          {...form.register("startLinkHoursBefore", { valueAsNumber: true })}
        />
        <FormField
          id="site-file-quota"
          label={t("site.fileQuota")}
          hint={t("site.fileQuotaHint")}
          type="number"
          min={1}
          error={errors.fileQuotaMb?.message}
          {...form.register("fileQuotaMb", { valueAsNumber: true })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("site.paymentMethod")}</legend>
        <p className="mt-0.5 text-xs text-muted">{t("site.paymentMethodHint")}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <FormField
            id="site-payment-en"
            label={t("site.inEnglish")}
            dir="ltr"
            error={errors.paymentMethod?.en?.message}
            {...form.register("paymentMethod.en")}
          />
          <FormField
            id="site-payment-ar"
            label={t("site.inArabic")}
            dir="rtl"
            error={errors.paymentMethod?.ar?.message}
            {...form.register("paymentMethod.ar")}
          />
        </div>
      </fieldset>
      <ErrorNote>{errors.root?.message}</ErrorNote>
      <Button type="submit" busy={save.isPending}>
        {t("site.save")}
      </Button>
    </form>
  );
}
