import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { DEFAULT_WEATHER_CITY } from "#shared/quick-tools/cities";
import type { QuickToolsOptions } from "#shared/quick-tools/quick-tools-options";
import { TEMPERATURE_UNITS, type TemperatureUnit } from "#shared/quick-tools/temperature-units";
import { withQueryProvider } from "#web/lib/query-provider";
import { useWeather } from "../api/weather";
import { LabelledSelect } from "./labelled-select";
import { WeatherDetails } from "./weather-details";

/** Current weather of a chosen city; celsius or fahrenheit. */
function WeatherWidget({ language, options }: { language: Language; options: QuickToolsOptions }) {
  const { t } = useTranslation("quick-tools");
  const [city, setCity] = useState<string>(DEFAULT_WEATHER_CITY);
  const [unit, setUnit] = useState<TemperatureUnit>("celsius");
  const { data, isError, isPending } = useWeather(city, unit);
  return (
    <div className="space-y-3">
      <LabelledSelect
        name="weather-city"
        label={t("weather.city")}
        value={city}
        options={options.weatherCities}
        onChange={setCity}
        optionLabel={(c) => t(`cities.${c}`, { defaultValue: c })}
      />
      <div role="group" aria-label={t("weather.unit")} className="inline-flex rounded-lg border border-stone-300 p-0.5">
        {TEMPERATURE_UNITS.map((u) => (
          <button
            key={u}
            type="button"
            aria-pressed={unit === u}
            aria-label={t(`weather.${u}Name`)}
            onClick={() => setUnit(u)}
            className={`rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${unit === u ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-stone-100"}`}
          >
            {t(`weather.${u}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="min-h-[6rem]">
        {isPending ? (
          <p className="text-sm text-muted">{t("bar.loading")}</p>
        ) : (
          <WeatherDetails weather={isError ? null : (data ?? null)} language={language} />
        )}
      </div>
    </div>
  );
}

export default withQueryProvider(WeatherWidget);
