import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_MAKKAH_LIVE_STREAM_URL, loadConfig } from "#server/config";

describe("quick tools configuration", () => {
  it("defaults: prayer times computed here, the public rates and weather services, a public stream", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PRAYER_TIMES_SERVICE: "off",
      PRAYER_TIMES_API_URL: "https://api.aladhan.com/v1/timings",
      EXCHANGE_RATES_API_URL: "https://open.er-api.com/v6/latest",
      WEATHER_API_URL: "https://api.open-meteo.com/v1/forecast",
      OUTSIDE_SERVICES_TIMEOUT_MS: 3000,
      MAKKAH_LIVE_STREAM_URL: DEFAULT_MAKKAH_LIVE_STREAM_URL,
    });
    expect(DEFAULT_MAKKAH_LIVE_STREAM_URL).toMatch(/^https:\/\//);
  });

  it("accepts off for each service and the stream", () => {
    expect(loadConfig({ EXCHANGE_RATES_API_URL: "off", WEATHER_API_URL: "OFF", PRAYER_TIMES_API_URL: "off", MAKKAH_LIVE_STREAM_URL: "off" })).toMatchObject({
      EXCHANGE_RATES_API_URL: "off",
      MAKKAH_LIVE_STREAM_URL: "off",
    });
  });

  it("refuses bad values, naming each key", () => {
    try {
      loadConfig({
        PRAYER_TIMES_SERVICE: "yes",
        WEATHER_API_URL: "ftp://x",
        MAKKAH_LIVE_STREAM_URL: "http://example.com/live",
        OUTSIDE_SERVICES_TIMEOUT_MS: "5",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(":")[0]);
      expect(keys.sort()).toEqual(["MAKKAH_LIVE_STREAM_URL", "OUTSIDE_SERVICES_TIMEOUT_MS", "PRAYER_TIMES_SERVICE", "WEATHER_API_URL"]);
    }
  });
});
