import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRecordedServices, type RecordedServices } from "#server/platform/outside-services/recorded/recorded-server";
import { startTestServer } from "#server/test-support/test-server";
import { settings } from "#server/db/schema/settings";
import { prayerTimesAnswerSchema, ratesAnswerSchema, weatherAnswerSchema } from "#shared/quick-tools/quick-tools.schema";
import { DEMO_RATES_USD } from "./stored-rates";

/*
 * The three endpoints against the real server, with the outside services answered at the
 * HTTP boundary by recorded responses (success, timeout, 500, malformed body). Each failure
 * case starts a fresh server, so no cached answer hides it.
 */
let recorded: RecordedServices;
beforeAll(async () => {
  recorded = await startRecordedServices();
});
afterAll(() => recorded.close());
beforeEach(() => {
  recorded.mode = "ok";
  recorded.requests.length = 0;
});

const servicesOn = () => ({
  PRAYER_TIMES_SERVICE: "on",
  PRAYER_TIMES_API_URL: recorded.urls.prayerTimes,
  EXCHANGE_RATES_API_URL: recorded.urls.rates,
  WEATHER_API_URL: recorded.urls.weather,
  OUTSIDE_SERVICES_TIMEOUT_MS: "300",
  SEED_DEMO: "false",
});
const servicesOff = { PRAYER_TIMES_SERVICE: "off", EXCHANGE_RATES_API_URL: "off", WEATHER_API_URL: "off", SEED_DEMO: "false" };

async function withServer<T>(
  env: Record<string, string>,
  run: (get: (path: string) => Promise<Response>, server: Awaited<ReturnType<typeof startTestServer>>) => Promise<T>,
) {
  const server = await startTestServer(env);
  try {
    return await run((path) => fetch(`${server.url}${path}`), server);
  } finally {
    await server.stop();
  }
}

describe("validation", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(servicesOff);
  });
  afterAll(() => server.stop());
  it.each([
    ["/api/quick-tools/prayer-times?city=Paris", "Unknown city. Choose one of: Makkah, Madinah, Jeddah, Taif, Badr, Riyadh, Dammam."],
    ["/api/quick-tools/prayer-times", "Unknown city. Choose one of: Makkah, Madinah, Jeddah, Taif, Badr, Riyadh, Dammam."],
    ["/api/quick-tools/weather?city=Badr", "Unknown city. Choose one of: Riyadh, Jeddah, Makkah, Madinah, Dammam, Taif, Tabuk, Abha, Khobar, Buraidah."],
    ["/api/quick-tools/weather?city=Makkah&unit=kelvin", "Unit must be celsius or fahrenheit."],
    ["/api/quick-tools/rates?base=BTC", "Unknown currency. Choose one of: USD, EUR, GBP, SAR, AED, JPY, CNY, INR."],
    ["/api/quick-tools/rates?base=usd", "Unknown currency. Choose one of: USD, EUR, GBP, SAR, AED, JPY, CNY, INR."],
  ])("%s → 400 with a clear message", async (path, message) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });
});

describe("with the outside services answering", () => {
  it("uses the prayer-times service's timings, asked once per city per day", async () => {
    await withServer(servicesOn(), async (get) => {
      const body = prayerTimesAnswerSchema.parse(await (await get("/api/quick-tools/prayer-times?city=Makkah")).json());
      expect(body).toMatchObject({
        city: "Makkah",
        source: "service",
        timings: { Fajr: "05:17", Dhuhr: "12:11", Asr: "15:12", Maghrib: "17:35", Isha: "19:05" },
      });
      expect(body.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      await get("/api/quick-tools/prayer-times?city=Makkah");
      expect(recorded.requests.filter((r) => r.pathname === "/prayer-times")).toHaveLength(1);
      expect(recorded.requests[0]!.searchParams.get("method")).toBe("4");
    });
  });

  it("answers rates by base from the service, cached, and keeps them as the last good rates", async () => {
    await withServer(servicesOn(), async (get, server) => {
      const res = await get("/api/quick-tools/rates?base=EUR");
      const body = ratesAnswerSchema.parse(await res.json());
      expect(body).toMatchObject({ base: "EUR", source: "live", date: "2026-11-22T00:02:31.000Z" });
      expect(body.rates.SAR).toBe(4.3793);
      await get("/api/quick-tools/rates?base=EUR");
      expect(recorded.requests.filter((r) => r.pathname === "/rates/EUR")).toHaveLength(1);
      const rows = await server.database.db.select().from(settings);
      expect(rows.find((r) => r.key === "quick_tools_rates:EUR")?.value).toMatchObject({ date: "2026-11-22T00:02:31.000Z" });
    });
  });

  it("answers the weather with its description, in the unit asked, cached per city and unit", async () => {
    await withServer(servicesOn(), async (get) => {
      const body = weatherAnswerSchema.parse(await (await get("/api/quick-tools/weather?city=Jeddah&unit=fahrenheit")).json());
      expect(body).toEqual({
        available: true,
        city: "Jeddah",
        unit: "fahrenheit",
        temperature: 88.5,
        humidity: 38,
        windSpeed: 9.7,
        windSpeedUnit: "km/h",
        weatherCode: 2,
        description: "Partly cloudy",
        observedAt: "2026-11-22T09:00",
      });
      await get("/api/quick-tools/weather?city=Jeddah&unit=fahrenheit");
      await get("/api/quick-tools/weather?city=Jeddah");
      expect(recorded.requests.map((r) => r.searchParams.get("temperature_unit"))).toEqual(["fahrenheit", "celsius"]);
    });
  });
});

describe.each(["slow", "error", "garbage"] as const)("when the outside services are %s", (mode) => {
  it("computes prayer times locally, serves the last good rates with their date, and says weather is unavailable", async () => {
    await withServer(servicesOn(), async (get) => {
      // A first good answer becomes the last good rates.
      expect((await (await get("/api/quick-tools/rates?base=USD")).json()).source).toBe("live");
      recorded.mode = mode;
      const prayer = await get("/api/quick-tools/prayer-times?city=Madinah");
      expect(prayer.status).toBe(200);
      expect(prayerTimesAnswerSchema.parse(await prayer.json()).source).toBe("local");

      const rates = await get("/api/quick-tools/rates?base=GBP");
      expect(rates.status).toBe(200);
      const body = ratesAnswerSchema.parse(await rates.json());
      // No GBP snapshot yet: derived from the stored USD rates, with their date.
      expect(body).toMatchObject({ base: "GBP", source: "stored", date: "2026-11-22T00:02:31.000Z" });
      expect(body.rates.SAR).toBeCloseTo(3.75 / 0.7484, 4);

      const weather = await get("/api/quick-tools/weather?city=Abha");
      expect(weather.status).toBe(200);
      expect(await weather.json()).toEqual({ available: false, city: "Abha", unit: "celsius" });
    });
  });
});

describe("with every outside service off (the offline default)", () => {
  it("works with no network: local prayer times, demo rates seeded once, weather unavailable", async () => {
    await withServer(servicesOff, async (get, server) => {
      const prayer = prayerTimesAnswerSchema.parse(await (await get("/api/quick-tools/prayer-times?city=Dammam")).json());
      expect(prayer.source).toBe("local");
      const rates = ratesAnswerSchema.parse(await (await get("/api/quick-tools/rates?base=USD")).json());
      expect(rates).toEqual({ base: "USD", ...DEMO_RATES_USD, source: "stored" });
      expect(rates.rates.SAR).toBe(3.75);
      const sar = ratesAnswerSchema.parse(await (await get("/api/quick-tools/rates?base=SAR")).json());
      expect(sar.rates.USD).toBeCloseTo(1 / 3.75, 6);
      expect((await (await get("/api/quick-tools/weather?city=Tabuk&unit=celsius")).json()).available).toBe(false);
      expect(recorded.requests).toHaveLength(0);
      const rows = await server.database.db.select().from(settings);
      expect(rows.filter((r) => r.key.startsWith("quick_tools_rates:")).map((r) => r.key)).toEqual(["quick_tools_rates:USD"]);
    });
  });
});
