import type { WeatherCity } from "#shared/quick-tools/cities";
import type { TemperatureUnit, WeatherAnswer } from "#shared/quick-tools/quick-tools.schema";
import { useApiRead, type ReadState } from "./use-api-read";

export const weatherPath = (city: WeatherCity, unit: TemperatureUnit) => `/api/quick-tools/weather?city=${encodeURIComponent(city)}&unit=${unit}`;

export function useWeather(city: WeatherCity, unit: TemperatureUnit): ReadState<WeatherAnswer> {
  return useApiRead<WeatherAnswer>(weatherPath(city, unit));
}
