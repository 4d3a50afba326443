import { useTranslation } from "#web/lib/i18n/texts";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { WeatherAnswer } from "#shared/quick-tools/quick-tools.schema";
import { weatherDescription } from "#shared/quick-tools/weather-codes";

/** Temperature, humidity, wind and the code's description; or the spec's quiet "unavailable". */
export function WeatherDetails({ weather, language }: { weather: WeatherAnswer | null; language: Language }) {
  const { t } = useTranslation("quick-tools");
  if (!weather?.available) return <p className="text-sm text-muted">{t("weather.unavailable")}</p>;
  const number = (value: number) => new Intl.NumberFormat(LANGUAGE_LOCALE[language], { maximumFractionDigits: 1 }).format(value);
  return (
    <div>
      <p className="text-3xl font-bold text-brand-900" data-testid="temperature">
        {number(weather.temperature)} {t(`weather.${weather.unit}`)}
      </p>
      <p className="font-medium">{t(`weather.${weatherDescription(weather.weatherCode).key}`)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
        <dt className="text-muted">{t("weather.humidity")}</dt>
        <dd>{number(weather.humidity)}%</dd>
        <dt className="text-muted">{t("weather.wind")}</dt>
        <dd>
          {number(weather.windSpeed)} {weather.windSpeedUnit === "km/h" ? t("weather.kmh") : <span dir="ltr">{weather.windSpeedUnit}</span>}
        </dd>
      </dl>
    </div>
  );
}
