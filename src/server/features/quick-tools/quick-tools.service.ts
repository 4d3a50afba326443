import type { ExchangeRatesService } from "#server/platform/outside-services/exchange-rates-service";
import type { PrayerTimesService } from "#server/platform/outside-services/prayer-times-service";
import type { WeatherService } from "#server/platform/outside-services/weather-service";
import type { Logger } from "#server/platform/logger/logger";
import type { City } from "#shared/quick-tools/cities";
import { cityClock, isRamadan } from "#shared/quick-tools/city-clock";
import { CURRENCIES } from "#shared/quick-tools/currencies";
import { cityFor, quickToolsOptionsFrom, type QuickToolsOptions } from "#shared/quick-tools/quick-tools-options";
import type { SiteSettingsSnapshot } from "#server/platform/settings/site-settings-cache";
import { streamAddressInForce } from "#shared/settings/stream-address";
import type { MakkahLiveView, PrayerTimesAnswer, RatesAnswer, TemperatureUnit, WeatherAnswer } from "#shared/quick-tools/quick-tools.schema";
import type { Timings } from "#shared/quick-tools/prayers";
import { weatherDescription } from "#shared/quick-tools/weather-codes";
import { computePrayerTimes } from "./local-prayer-times";
import { DEMO_RATES_USD, rebase, storedRatesKey, storedRatesSchema, type KeyValueStore, type StoredRates } from "./stored-rates";
import { createTtlCache } from "./ttl-cache";

const MINUTE = 60_000;
/** DESIGN: rates cached one hour, weather ten minutes, prayer times per city per day. */
export const RATES_TTL_MS = 60 * MINUTE;
export const WEATHER_TTL_MS = 10 * MINUTE;
const PRAYER_TTL_MS = 24 * 60 * MINUTE;
/** After a failure the service is left alone this long, so visitors do not each wait for its timeout. */
export const FAILURE_BACKOFF_MS = MINUTE;

export interface QuickToolsDeps {
  /** null when the service is disabled (configuration). */
  prayerTimes: PrayerTimesService | null;
  rates: ExchangeRatesService | null;
  weather: WeatherService | null;
  store: KeyValueStore;
  logger: Logger;
  /** MAKKAH_LIVE_STREAM_URL (or its default; "off" for none), used while the stored address is empty. */
  environmentStreamUrl: string;
  /** Site settings and feature flags from /admin/configurations (extra currencies and cities, stream address, flags). */
  settings: () => Promise<SiteSettingsSnapshot>;
  now?: () => Date;
}

/** A city or currency the bar does not offer: the route answers 400 with the offered list. */
export interface NotOffered {
  notOffered: readonly string[];
}

export function createQuickToolsService(deps: QuickToolsDeps) {
  const now = deps.now ?? (() => new Date());
  const prayerCache = createTtlCache<{ timings: Timings; source: PrayerTimesAnswer["source"] }>();
  const ratesCache = createTtlCache<RatesAnswer>();
  const weatherCache = createTtlCache<WeatherAnswer>();
  const logFailure = (what: string, error: unknown) => deps.logger.warn({ err: error }, `quick tools: ${what} failed; using the fallback`);

  async function storedRates(base: string): Promise<StoredRates> {
    const own = storedRatesSchema.safeParse(await deps.store.get(storedRatesKey(base)));
    if (own.success) return own.data;
    const usd = storedRatesSchema.safeParse(await deps.store.setIfAbsent(storedRatesKey("USD"), DEMO_RATES_USD));
    return rebase(usd.success ? usd.data : DEMO_RATES_USD, base);
  }

  async function options(): Promise<QuickToolsOptions> {
    return quickToolsOptionsFrom((await deps.settings()).site);
  }
  async function coordinates(tool: "prayer" | "weather", city: string): Promise<City | NotOffered> {
    const { site } = await deps.settings();
    const options = quickToolsOptionsFrom(site);
    return cityFor(tool, city, site) ?? { notOffered: tool === "prayer" ? options.prayerCities : options.weatherCities };
  }

  async function prayerTimes(city: string): Promise<PrayerTimesAnswer | NotOffered> {
    const place = await coordinates("prayer", city);
    if ("notOffered" in place) return place;
    const at = now();
    const { date } = cityClock(at);
    const ramadan = isRamadan(at);
    const local = () => ({ timings: computePrayerTimes(place, date, ramadan), source: "local" as const });
    // Keyed by coordinates too: an administrator may move an added city.
    const day = await prayerCache.get(`${city}:${place.latitude},${place.longitude}:${date}`, async () => {
      if (!deps.prayerTimes) return { value: local(), ttlMs: PRAYER_TTL_MS };
      try {
        return { value: { timings: await deps.prayerTimes.timings(place), source: "service" as const }, ttlMs: PRAYER_TTL_MS };
      } catch (error) {
        logFailure(`prayer times for ${city}`, error);
        return { value: local(), ttlMs: FAILURE_BACKOFF_MS };
      }
    });
    return { city, date, ...day, ramadan, serverTime: at.toISOString() };
  }

  async function rates(base: string): Promise<RatesAnswer | NotOffered> {
    const offered = (await options()).currencies;
    if (!offered.includes(base)) return { notOffered: offered };
    const fromStore = async (): Promise<RatesAnswer> => ({ base, ...(await storedRates(base)), source: "stored" });
    if (!deps.rates) return fromStore();
    const service = deps.rates;
    const extra = offered.slice(CURRENCIES.length);
    return ratesCache.get(`${base}:${extra.join(",")}`, async () => {
      try {
        const live = await service.latest(base, extra);
        const stored: StoredRates = { rates: live.rates, date: live.date.toISOString() };
        await deps.store.set(storedRatesKey(base), stored).catch((error: unknown) => logFailure("storing the last good rates", error));
        return { value: { base, ...stored, source: "live" }, ttlMs: RATES_TTL_MS };
      } catch (error) {
        logFailure(`exchange rates for ${base}`, error);
        return { value: await fromStore(), ttlMs: FAILURE_BACKOFF_MS };
      }
    });
  }

  async function weather(city: string, unit: TemperatureUnit): Promise<WeatherAnswer | NotOffered> {
    const place = await coordinates("weather", city);
    if ("notOffered" in place) return place;
    const unavailable: WeatherAnswer = { available: false, city, unit };
    if (!deps.weather) return unavailable;
    const service = deps.weather;
    return weatherCache.get(`${city}:${place.latitude},${place.longitude}:${unit}`, async () => {
      try {
        const current = await service.current(place, unit);
        return { value: { available: true, city, unit, ...current, description: weatherDescription(current.weatherCode).text }, ttlMs: WEATHER_TTL_MS };
      } catch (error) {
        logFailure(`weather for ${city}`, error);
        return { value: unavailable, ttlMs: FAILURE_BACKOFF_MS };
      }
    });
  }

  const offeredOnly = <T extends object>(answer: T | NotOffered): T => {
    if ("notOffered" in answer) throw new Error("Makkah is always offered");
    return answer;
  };

  return {
    options,
    prayerTimes,
    rates,
    weather,
    /** Whether the administrator has the Quick Tools bar on (feature flag). */
    enabled: async () => (await deps.settings()).flags.quickTools,
    /** Everything /makkah-live renders on the server; null when the page is switched off (feature flag). */
    async makkahLive(): Promise<MakkahLiveView | null> {
      const { site, flags } = await deps.settings();
      if (!flags.makkahLive) return null;
      const [times, current] = await Promise.all([prayerTimes("Makkah"), weather("Makkah", "celsius")]);
      return {
        streamUrl: streamAddressInForce(site.makkahLiveStreamUrl, deps.environmentStreamUrl),
        prayerTimes: offeredOnly(times),
        weather: offeredOnly(current),
      };
    },
  };
}
export type QuickToolsService = ReturnType<typeof createQuickToolsService>;
