import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TemperatureUnit, WeatherAnswer } from "#shared/quick-tools/quick-tools.schema";
import { apiFetch } from "#web/lib/api-client";

/** GET /api/quick-tools/weather?city=&unit= */
export const fetchWeather = (city: string, unit: TemperatureUnit, signal?: AbortSignal) =>
  apiFetch<WeatherAnswer>(`/api/quick-tools/weather?city=${encodeURIComponent(city)}&unit=${unit}`, { signal });

export const weatherQuery = (city: string, unit: TemperatureUnit) =>
  queryOptions({ queryKey: ["quick-tools", "weather", city, unit], queryFn: ({ signal }) => fetchWeather(city, unit, signal) });

export const useWeather = (city: string, unit: TemperatureUnit) => useQuery(weatherQuery(city, unit));
