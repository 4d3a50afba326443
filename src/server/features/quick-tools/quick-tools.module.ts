import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createExchangeRatesService } from "#server/platform/outside-services/exchange-rates-service";
import { isOff } from "#server/platform/outside-services/fetch-json";
import { createPrayerTimesService } from "#server/platform/outside-services/prayer-times-service";
import { createWeatherService } from "#server/platform/outside-services/weather-service";
import { quickToolsRoutes } from "./quick-tools.routes";
import { createQuickToolsService } from "./quick-tools.service";

/** The Quick Tools bar's reads (prayer times, rates, weather) and /makkah-live's data. */
export const quickToolsModule: FeatureModuleFactory = ({ config, settings, siteSettings, logger }) => {
  const timeoutMs = config.OUTSIDE_SERVICES_TIMEOUT_MS;
  const quickTools = createQuickToolsService({
    prayerTimes:
      config.PRAYER_TIMES_SERVICE === "on" && !isOff(config.PRAYER_TIMES_API_URL)
        ? createPrayerTimesService({ baseUrl: config.PRAYER_TIMES_API_URL, timeoutMs })
        : null,
    rates: isOff(config.EXCHANGE_RATES_API_URL) ? null : createExchangeRatesService({ baseUrl: config.EXCHANGE_RATES_API_URL, timeoutMs }),
    weather: isOff(config.WEATHER_API_URL) ? null : createWeatherService({ baseUrl: config.WEATHER_API_URL, timeoutMs }),
    store: settings,
    logger,
    environmentStreamUrl: config.MAKKAH_LIVE_STREAM_URL,
    settings: siteSettings.current,
  });
  return { name: "quick-tools", routes: [quickToolsRoutes({ quickTools })], reads: { makkahLive: quickTools.makkahLive } };
};
