/**
 * The spec's description of a weather code (section 9), read top to bottom: the first
 * bound the code does not exceed wins, anything above 86 is a thunderstorm.
 */
export const WEATHER_DESCRIPTIONS = [
  [0, "clearSky", "Clear sky"],
  [3, "partlyCloudy", "Partly cloudy"],
  [48, "foggy", "Foggy"],
  [67, "rainy", "Rainy"],
  [77, "snowy", "Snowy"],
  [82, "rainShowers", "Rain showers"],
  [86, "snowShowers", "Snow showers"],
] as const;

export type WeatherDescriptionKey = (typeof WEATHER_DESCRIPTIONS)[number][1] | "thunderstorm";

export function weatherDescription(code: number): { key: WeatherDescriptionKey; text: string } {
  for (const [upTo, key, text] of WEATHER_DESCRIPTIONS) if (code <= upTo) return { key, text };
  return { key: "thunderstorm", text: "Thunderstorm" };
}
