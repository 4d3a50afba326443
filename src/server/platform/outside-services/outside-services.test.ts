import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CITY_COORDINATES } from "#shared/quick-tools/cities";
import { createExchangeRatesService } from "./exchange-rates-service";
import { OutsideServiceError, isOff } from "./fetch-json";
import { createPrayerTimesService } from "./prayer-times-service";
import { startRecordedServices, type RecordedServices } from "./recorded/recorded-server";
import { createWeatherService } from "./weather-service";

let recorded: RecordedServices;
beforeAll(async () => {
  recorded = await startRecordedServices();
});
afterAll(() => recorded.close());
beforeEach(() => {
  recorded.mode = "ok";
  recorded.requests.length = 0;
});

const timeoutMs = 300;
const prayer = () => createPrayerTimesService({ baseUrl: recorded.urls.prayerTimes, timeoutMs });
const rates = () => createExchangeRatesService({ baseUrl: recorded.urls.rates, timeoutMs });
const weather = () => createWeatherService({ baseUrl: recorded.urls.weather, timeoutMs });

const failures: [mode: RecordedServices["mode"], reason: OutsideServiceError["reason"]][] = [
  ["slow", "timeout"],
  ["error", "status"],
  ["garbage", "body"],
];

describe("prayer-times adapter", () => {
  it("asks with latitude, longitude and method=4 and reads data.timings", async () => {
    expect(await prayer().timings(CITY_COORDINATES.Makkah)).toEqual({ Fajr: "05:17", Dhuhr: "12:11", Asr: "15:12", Maghrib: "17:35", Isha: "19:05" });
    const asked = recorded.requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ latitude: "21.4225", longitude: "39.8262", method: "4" });
  });
  it.each(failures)("fails cleanly when the service is %s", async (mode, reason) => {
    recorded.mode = mode;
    const started = Date.now();
    await expect(prayer().timings(CITY_COORDINATES.Makkah)).rejects.toMatchObject({ reason, service: "prayer-times" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("exchange-rates adapter", () => {
  it("asks by base currency and reads the spec's eight rates and their date", async () => {
    const answer = await rates().latest("EUR");
    expect(recorded.requests.at(-1)!.pathname).toBe("/rates/EUR");
    expect(answer.base).toBe("EUR");
    expect(answer.rates).toEqual({ USD: 1.1678, EUR: 1, GBP: 0.874, SAR: 4.3793, AED: 4.2888, JPY: 179.15, CNY: 8.2812, INR: 103.62 });
    expect(answer.date.toISOString()).toBe("2026-11-22T00:02:31.000Z");
  });
  it.each(failures)("fails cleanly when the service is %s", async (mode, reason) => {
    recorded.mode = mode;
    await expect(rates().latest("USD")).rejects.toMatchObject({ reason, service: "exchange-rates" });
  });
});

describe("weather adapter", () => {
  it("asks for the four current fields in the unit and reads the current block", async () => {
    expect(await weather().current(CITY_COORDINATES.Makkah, "fahrenheit")).toEqual({
      temperature: 88.5,
      humidity: 38,
      windSpeed: 9.7,
      windSpeedUnit: "km/h",
      weatherCode: 2,
      observedAt: "2026-11-22T09:00",
    });
    expect(Object.fromEntries(recorded.requests.at(-1)!.searchParams)).toEqual({
      latitude: "21.4225",
      longitude: "39.8262",
      current: "temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code",
      temperature_unit: "fahrenheit",
    });
  });
  it.each(failures)("fails cleanly when the service is %s", async (mode, reason) => {
    recorded.mode = mode;
    await expect(weather().current(CITY_COORDINATES.Riyadh, "celsius")).rejects.toBeInstanceOf(OutsideServiceError);
    await expect(weather().current(CITY_COORDINATES.Riyadh, "celsius")).rejects.toMatchObject({ reason });
  });
});

it("treats the word off (or nothing) as a disabled service", () => {
  expect(isOff("off")).toBe(true);
  expect(isOff(" OFF ")).toBe(true);
  expect(isOff(undefined)).toBe(true);
  expect(isOff("https://api.open-meteo.com/v1/forecast")).toBe(false);
});
