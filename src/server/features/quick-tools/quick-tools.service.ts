import type { ExchangeRatesService } from "#server/platform/outside-services/exchange-rates-service";
import type { PrayerTimesService } from "#server/platform/outside-services/prayer-times-service";
import type { WeatherService } from "#server/platform/outside-services/weather-service";
import type { Logger } from "#server/platform/logger/logger";
import { CITY_COORDINATES, type PrayerCity, type WeatherCity } from "#shared/quick-tools/cities";
import { cityClock, isRamadan } from "#shared/quick-tools/city-clock";
import type { Currency } from "#shared/quick-tools/currencies";
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
  streamUrl: string | null;
  now?: () => Date;
}

export function createQuickToolsService(deps: QuickToolsDeps) {
  const now = deps.now ?? (() => new Date());
  const prayerCache = createTtlCache<{ timings: Timings; source: PrayerTimesAnswer["source"] }>();
  const ratesCache = createTtlCache<RatesAnswer>();
  const weatherCache = createTtlCache<WeatherAnswer>();
  const logFailure = (what: string, error: unknown) => deps.logger.warn({ err: error }, `quick tools: ${what} failed; using the fallback`);

  async function storedRates(base: Currency): Promise<StoredRates> {
    const own = storedRatesSchema.safeParse(await deps.store.get(storedRatesKey(base)));
    if (own.success) return own.data;
    const usd = storedRatesSchema.safeParse(await deps.store.setIfAbsent(storedRatesKey("USD"), DEMO_RATES_USD));
    return rebase(usd.success ? usd.data : DEMO_RATES_USD, base);
  }

  async function prayerTimes(city: PrayerCity): Promise<PrayerTimesAnswer> {
    const at = now();
    const { date } = cityClock(at);
    const ramadan = isRamadan(at);
    const local = () => ({ timings: computePrayerTimes(CITY_COORDINATES[city], date, ramadan), source: "local" as const });
    const day = await prayerCache.get(`${city}:${date}`, async () => {
      if (!deps.prayerTimes) return { value: local(), ttlMs: PRAYER_TTL_MS };
      try {
        return { value: { timings: await deps.prayerTimes.timings(CITY_COORDINATES[city]), source: "service" as const }, ttlMs: PRAYER_TTL_MS };
      } catch (error) {
        logFailure(`prayer times for ${city}`, error);
        return { value: local(), ttlMs: FAILURE_BACKOFF_MS };
      }
    });
    return { city, date, ...day, ramadan, serverTime: at.toISOString() };
  }

  async function rates(base: Currency): Promise<RatesAnswer> {
    const fromStore = async (): Promise<RatesAnswer> => ({ base, ...(await storedRates(base)), source: "stored" });
    if (!deps.rates) return fromStore();
    const service = deps.rates;
    return ratesCache.get(base, async () => {
      try {
        const live = await service.latest(base);
        const stored: StoredRates = { rates: live.rates, date: live.date.toISOString() };
        await deps.store.set(storedRatesKey(base), stored).catch((error: unknown) => logFailure("storing the last good rates", error));
        return { value: { base, ...stored, source: "live" }, ttlMs: RATES_TTL_MS };
      } catch (error) {
        logFailure(`exchange rates for ${base}`, error);
        return { value: await fromStore(), ttlMs: FAILURE_BACKOFF_MS };
      }
    });
  }

  async function weather(city: WeatherCity, unit: TemperatureUnit): Promise<WeatherAnswer> {
    const unavailable: WeatherAnswer = { available: false, city, unit };
    if (!deps.weather) return unavailable;
    const service = deps.weather;
    return weatherCache.get(`${city}:${unit}`, async () => {
      try {
        const current = await service.current(CITY_COORDINATES[city], unit);
        return { value: { available: true, city, unit, ...current, description: weatherDescription(current.weatherCode).text }, ttlMs: WEATHER_TTL_MS };
      } catch (error) {
        logFailure(`weather for ${city}`, error);
        return { value: unavailable, ttlMs: FAILURE_BACKOFF_MS };
      }
    });
  }

  return {
    prayerTimes,
    rates,
    weather,
    /** Everything /makkah-live renders on the server. */
    async makkahLive(): Promise<MakkahLiveView> {
      const [times, current] = await Promise.all([prayerTimes("Makkah"), weather("Makkah", "celsius")]);
      return { streamUrl: deps.streamUrl, prayerTimes: times, weather: current };
    },
  };
}
export type QuickToolsService = ReturnType<typeof createQuickToolsService>;
