/** The weather widget's unit toggle (spec section 4): celsius or fahrenheit. */
export const TEMPERATURE_UNITS = ["celsius", "fahrenheit"] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
