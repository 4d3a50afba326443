import { z } from "zod";
import { CURRENCIES } from "./currencies";
import { PRAYERS } from "./prayers";
import { TEMPERATURE_UNITS } from "./temperature-units";

/*
 * The Quick Tools API contract (ARCHITECTURE rule 3): one schema per query and per answer,
 * used by the server's routes and by the browser's fetchers.
 */
const list = (values: readonly string[]) => values.join(", ");
/** The refusal for a city or currency the bar does not offer (the list includes the administrator's additions). */
export const unknownCityMessage = (offered: readonly string[]) => `Unknown city. Choose one of: ${list(offered)}.`;
export const unknownCurrencyMessage = (offered: readonly string[]) => `Unknown currency. Choose one of: ${list(offered)}.`;

export type { TemperatureUnit } from "./temperature-units";

/*
 * Cities and currencies are checked by shape here, then against what the bar offers (the spec's
 * lists plus /admin/configurations' additions) by the server, which knows the additions.
 */
const cityName = z.string().max(60, "City names are at most 60 characters.").default("");
const currencyCode = z.string().max(10, unknownCurrencyMessage(CURRENCIES)).default("");

export const prayerTimesQuerySchema = z.object({ city: cityName });

export const ratesQuerySchema = z.object({ base: currencyCode });

export const weatherQuerySchema = z.object({
  city: cityName,
  unit: z.enum(TEMPERATURE_UNITS, { error: "Unit must be celsius or fahrenheit." }).default("celsius"),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const timingsSchema = z.object(Object.fromEntries(PRAYERS.map((p) => [p, hhmm])) as Record<(typeof PRAYERS)[number], typeof hhmm>);

export const prayerTimesAnswerSchema = z.object({
  city: z.string(),
  /** The city's date, "YYYY-MM-DD". */
  date: z.string(),
  timings: timingsSchema,
  /** "service" when the prayer-times service answered, "local" when computed here (Umm al-Qura). */
  source: z.enum(["service", "local"]),
  ramadan: z.boolean(),
  /** The server's clock, so a browser abroad (or with a wrong clock) still shows the city's time. */
  serverTime: z.iso.datetime(),
});
export type PrayerTimesAnswer = z.infer<typeof prayerTimesAnswerSchema>;

export const ratesAnswerSchema = z.object({
  base: z.string(),
  /** Units of each currency for one unit of base; the spec's eight and the offered additions the service knows, base included (1). */
  rates: z.record(z.string(), z.number().positive()),
  /** When the rates were published. */
  date: z.iso.datetime(),
  /** "live" from the rates service (or its one-hour cache), "stored" the last good rates kept in the database. */
  source: z.enum(["live", "stored"]),
});
export type RatesAnswer = z.infer<typeof ratesAnswerSchema>;

export const weatherAnswerSchema = z.discriminatedUnion("available", [
  z.object({
    available: z.literal(true),
    city: z.string(),
    unit: z.enum(TEMPERATURE_UNITS),
    temperature: z.number(),
    humidity: z.number(),
    windSpeed: z.number(),
    windSpeedUnit: z.string(),
    weatherCode: z.number().int(),
    description: z.string(),
    observedAt: z.string(),
  }),
  z.object({ available: z.literal(false), city: z.string(), unit: z.enum(TEMPERATURE_UNITS) }),
]);
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>;

/** What /makkah-live renders on the server (read through the page context). */
export interface MakkahLiveView {
  streamUrl: string | null;
  prayerTimes: PrayerTimesAnswer;
  weather: WeatherAnswer;
}
