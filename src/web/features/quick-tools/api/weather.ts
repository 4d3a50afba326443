import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeatherCity } from "#shared/quick-tools/cities";
import type { TemperatureUnit, WeatherAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/quick-tools/weather?city=&unit= */
export const fetchWeather = (city: WeatherCity, unit: TemperatureUnit, signal?: AbortSignal) =>
  apiFetch<WeatherAnswer>(`/api/quick-tools/weather?city=${encodeURIComponent(city)}&unit=${unit}`, { signal });

export const weatherQuery = (city: WeatherCity, unit: TemperatureUnit) =>
  queryOptions({ queryKey: ["quick-tools", "weather", city, unit], queryFn: ({ signal }) => fetchWeather(city, unit, signal) });

export const useWeather = (city: WeatherCity, unit: TemperatureUnit) => useQuery(weatherQuery(city, unit));
