/*
 * Answers in the exact shapes the three outside services return (fields we never read trimmed;
 * the figures are illustrative, chosen to differ from our own computation so tests can tell
 * which one answered), served by ./recorded-server.ts to the adapter tests, the API tests and the browser
 * tests, so no test ever reaches the internet.
 */

/** api.aladhan.com/v1/timings?latitude=21.4225&longitude=39.8262&method=4, 22 Nov 2026. */
export const PRAYER_TIMES_MAKKAH = {
  code: 200,
  status: "OK",
  data: {
    timings: {
      Fajr: "05:17",
      Sunrise: "06:36",
      Dhuhr: "12:11",
      Asr: "15:12",
      Sunset: "17:35",
      Maghrib: "17:35",
      Isha: "19:05",
      Imsak: "05:07",
      Midnight: "23:53",
      Firstthird: "21:54",
      Lastthird: "01:53",
    },
    date: {
      readable: "22 Nov 2026",
      timestamp: "1795334400",
      gregorian: { date: "22-11-2026" },
      hijri: { date: "12-06-1448", month: { number: 6, en: "Jumādá al-ākhirah" } },
    },
    meta: { latitude: 21.4225, longitude: 39.8262, timezone: "Asia/Riyadh", method: { id: 4, name: "Umm Al-Qura University, Makkah" } },
  },
};

/** open.er-api.com/v6/latest/USD. */
export const RATES_USD = {
  result: "success",
  provider: "https://www.exchangerate-api.com",
  documentation: "https://www.exchangerate-api.com/docs/free",
  terms_of_use: "https://www.exchangerate-api.com/terms",
  time_last_update_unix: 1795305751,
  time_last_update_utc: "Sun, 22 Nov 2026 00:02:31 +0000",
  time_next_update_unix: 1795393641,
  time_next_update_utc: "Mon, 23 Nov 2026 00:27:21 +0000",
  time_eol_unix: 0,
  base_code: "USD",
  rates: { USD: 1, AED: 3.6725, CNY: 7.0912, EGP: 47.61, EUR: 0.8563, GBP: 0.7484, INR: 88.732, JPY: 153.41, PKR: 280.93, SAR: 3.75, TRY: 42.51 },
};

/** open.er-api.com/v6/latest/EUR. */
export const RATES_EUR = {
  ...RATES_USD,
  base_code: "EUR",
  rates: { EUR: 1, AED: 4.2888, CNY: 8.2812, EGP: 55.6, GBP: 0.874, INR: 103.62, JPY: 179.15, PKR: 328.07, SAR: 4.3793, TRY: 49.64, USD: 1.1678 },
};

/** open.er-api.com for an unsupported code: HTTP 200 with an error result. */
export const RATES_UNSUPPORTED = { result: "error", "error-type": "unsupported-code" };

const weather = (unit: "celsius" | "fahrenheit") => ({
  latitude: 21.375,
  longitude: 39.875,
  generationtime_ms: 0.0401,
  utc_offset_seconds: 0,
  timezone: "GMT",
  timezone_abbreviation: "GMT",
  elevation: 277,
  current_units: {
    time: "iso8601",
    interval: "seconds",
    temperature_2m: unit === "celsius" ? "°C" : "°F",
    relative_humidity_2m: "%",
    wind_speed_10m: "km/h",
    weather_code: "wmo code",
  },
  current: {
    time: "2026-11-22T09:00",
    interval: 900,
    temperature_2m: unit === "celsius" ? 31.4 : 88.5,
    relative_humidity_2m: 38,
    wind_speed_10m: 9.7,
    weather_code: 2,
  },
});
/** api.open-meteo.com/v1/forecast?latitude=…&longitude=…&current=…&temperature_unit=celsius|fahrenheit. */
export const WEATHER_CELSIUS = weather("celsius");
export const WEATHER_FAHRENHEIT = weather("fahrenheit");
