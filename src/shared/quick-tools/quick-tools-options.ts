import type { SiteSettings } from "../settings/site-settings.schema";
import { CITY_COORDINATES, PRAYER_CITIES, WEATHER_CITIES, type City, type CityName } from "./cities";
import { CURRENCIES } from "./currencies";

/**
 * What the Quick Tools bar offers: the spec's currencies and cities first, then the ones an
 * administrator added on /admin/configurations (site settings).
 */
export interface QuickToolsOptions {
  currencies: string[];
  prayerCities: string[];
  weatherCities: string[];
}

export const SPEC_QUICK_TOOLS_OPTIONS: QuickToolsOptions = {
  currencies: [...CURRENCIES],
  prayerCities: [...PRAYER_CITIES],
  weatherCities: [...WEATHER_CITIES],
};

export function quickToolsOptionsFrom(site: Pick<SiteSettings, "extraCurrencies" | "extraCities">): QuickToolsOptions {
  return {
    currencies: [...CURRENCIES, ...site.extraCurrencies],
    prayerCities: [...PRAYER_CITIES, ...site.extraCities.filter((city) => city.prayer).map((city) => city.name)],
    weatherCities: [...WEATHER_CITIES, ...site.extraCities.filter((city) => city.weather).map((city) => city.name)],
  };
}

/** A city's coordinates for one tool, or null when that tool does not offer the city. */
export function cityFor(tool: "prayer" | "weather", name: string, site: Pick<SiteSettings, "extraCities">): City | null {
  const spec: readonly string[] = tool === "prayer" ? PRAYER_CITIES : WEATHER_CITIES;
  if (spec.includes(name)) return CITY_COORDINATES[name as CityName];
  const extra = site.extraCities.find((city) => city.name === name && city[tool]);
  return extra ? { latitude: extra.latitude, longitude: extra.longitude } : null;
}
