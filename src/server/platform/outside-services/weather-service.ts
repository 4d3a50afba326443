import { z } from "zod";
import type { City } from "#shared/quick-tools/cities";
import type { TemperatureUnit } from "#shared/quick-tools/quick-tools.schema";
import { fetchJson, OUTSIDE_SERVICE_TIMEOUT_MS } from "./fetch-json";

export const WEATHER_API_URL = "https://api.open-meteo.com/v1/forecast";
export const WEATHER_CURRENT_FIELDS = "temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code";

const answerSchema = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    wind_speed_10m: z.number(),
    weather_code: z.number().int().min(0),
  }),
  current_units: z.object({ wind_speed_10m: z.string() }).partial().optional(),
});

export interface CurrentWeather {
  temperature: number;
  humidity: number;
  windSpeed: number;
  windSpeedUnit: string;
  weatherCode: number;
  observedAt: string;
}

export interface WeatherService {
  current(city: City, unit: TemperatureUnit): Promise<CurrentWeather>;
}

/** The weather service (spec section 7): latitude, longitude, the four current fields and the unit; reads `current`. */
export function createWeatherService(options: { baseUrl?: string; timeoutMs?: number } = {}): WeatherService {
  return {
    async current(city, unit) {
      const url = new URL(options.baseUrl ?? WEATHER_API_URL);
      url.searchParams.set("latitude", String(city.latitude));
      url.searchParams.set("longitude", String(city.longitude));
      url.searchParams.set("current", WEATHER_CURRENT_FIELDS);
      url.searchParams.set("temperature_unit", unit);
      const answer = await fetchJson("weather", url.href, answerSchema, options.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS);
      const c = answer.current;
      return {
        temperature: c.temperature_2m,
        humidity: c.relative_humidity_2m,
        windSpeed: c.wind_speed_10m,
        windSpeedUnit: answer.current_units?.wind_speed_10m ?? "km/h",
        weatherCode: c.weather_code,
        observedAt: c.time,
      };
    },
  };
}
