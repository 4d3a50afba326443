import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { createSecretBox } from "#server/platform/auth/secret-box";
import { createCaptchaInForce } from "#server/platform/captcha/captcha-in-force";
import { createHcaptchaCaptcha } from "#server/platform/captcha/hcaptcha-captcha";
import { storedHcaptcha } from "#server/platform/settings/stored-hcaptcha";
import { createMailerInForce } from "#server/platform/mail/mailer-in-force";
import { integrationInForce } from "#server/platform/settings/integration-in-force";
import { createSettingsRepository } from "#server/platform/settings/settings.repository";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { FEATURE_FLAGS, type FeatureFlags } from "#shared/settings/feature-flags";
import { DEFAULT_SITE_SETTINGS } from "#shared/settings/site-settings.schema";
import { recordedHttpServer, recordedSmtpServer } from "#server/test-support/recorded-servers";

/*
 * What an administrator saves on /admin/configurations takes effect: the Quick Tools bar's
 * currencies and cities, the Makkah stream address in the Content-Security-Policy, the feature
 * flags at the modules' endpoints, and the stored SMTP settings for the mail transport.
 */
let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false", EXCHANGE_RATES_API_URL: "off", WEATHER_API_URL: "off", PRAYER_TIMES_SERVICE: "off" });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`);
const allOn = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;
const saveFlags = async (flags: Partial<FeatureFlags>) =>
  expect((await admin.request("PATCH", "/api/admin/configurations/flags", { ...allOn, ...flags })).status).toBe(200);
const saveSite = async (site: Partial<typeof DEFAULT_SITE_SETTINGS>) =>
  expect((await admin.request("PATCH", "/api/admin/configurations/site", { ...DEFAULT_SITE_SETTINGS, ...site })).status).toBe(200);

describe("Quick Tools choices", () => {
  it("offers exactly the spec's eight currencies by default", async () => {
    const options = (await (await get("/api/quick-tools/options")).json()) as { currencies: string[] };
    expect(options.currencies).toEqual(["USD", "EUR", "GBP", "SAR", "AED", "JPY", "CNY", "INR"]);
    expect((await get("/api/quick-tools/rates?base=PKR")).status).toBe(400);
  });

  it("offers the spec's lists plus the stored additions, and refuses what is not offered", async () => {
    await saveSite({
      extraCurrencies: ["PKR"],
      extraCities: [{ name: "Lahore", latitude: 31.5204, longitude: 74.3587, prayer: true, weather: false }],
    });
    const options = (await (await get("/api/quick-tools/options")).json()) as { currencies: string[]; prayerCities: string[]; weatherCities: string[] };
    expect(options.currencies).toEqual(["USD", "EUR", "GBP", "SAR", "AED", "JPY", "CNY", "INR", "PKR"]);
    expect(options.prayerCities.at(-1)).toBe("Lahore");
    expect(options.weatherCities).not.toContain("Lahore");

    const pkr = await get("/api/quick-tools/rates?base=PKR");
    expect(pkr.status).toBe(200);
    const rates = (await pkr.json()) as { base: string; rates: Record<string, number> };
    expect(rates.base).toBe("PKR");
    expect(rates.rates.SAR).toBeCloseTo(3.75 / 280.5, 6);

    const lahore = await get("/api/quick-tools/prayer-times?city=Lahore");
    expect(lahore.status).toBe(200);
    expect(((await lahore.json()) as { city: string }).city).toBe("Lahore");

    const weather = await get("/api/quick-tools/weather?city=Lahore");
    expect(weather.status).toBe(400);
    expect(((await weather.json()) as { error: string }).error).toBe(
      "Unknown city. Choose one of: Riyadh, Jeddah, Makkah, Madinah, Dammam, Taif, Tabuk, Abha, Khobar, Buraidah.",
    );
    // A suggestion the administrator did not add.
    const idr = await get("/api/quick-tools/rates?base=IDR");
    expect(idr.status).toBe(400);
    expect(((await idr.json()) as { error: string }).error).toBe("Unknown currency. Choose one of: USD, EUR, GBP, SAR, AED, JPY, CNY, INR, PKR.");
  });
});

describe("Makkah stream address", () => {
  it("puts the stored stream's origin into frame-src and media-src, and back to the default when cleared", async () => {
    await saveSite({ makkahLiveStreamUrl: "https://stream.example.test/haram/live" });
    const csp = (await get("/api/health")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/frame-src [^;]*https:\/\/stream\.example\.test/);
    expect(csp).toMatch(/media-src 'self' https:\/\/stream\.example\.test/);

    await saveSite({ makkahLiveStreamUrl: "" });
    const back = (await get("/api/health")).headers.get("content-security-policy") ?? "";
    expect(back).not.toContain("stream.example.test");
    expect(back).toContain("https://www.youtube-nocookie.com");

    await saveSite({ makkahLiveStreamUrl: "off" });
    const off = (await get("/api/health")).headers.get("content-security-policy") ?? "";
    // ALTCHA is the captcha here: no hCaptcha host is allowed either.
    expect(off).toMatch(/frame-src 'self';/);
    await saveSite({});
  });
});

describe("feature flags", () => {
  it("answers 404 from a switched-off module's endpoints and serves them again when switched on", async () => {
    await saveFlags({ quickTools: false, contactForm: false, onlineBooking: false, testimonialSubmissions: false });
    expect((await get("/api/quick-tools/rates?base=USD")).status).toBe(404);
    expect((await get("/api/quick-tools/options")).status).toBe(404);
    const post = (path: string) => fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await post("/api/contact")).status).toBe(404);
    expect((await post("/api/quotes")).status).toBe(404);
    expect((await post("/api/bookings")).status).toBe(404);
    expect((await post("/api/testimonials")).status).toBe(404);

    await saveFlags({ makkahLive: false, onlineBooking: false });
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/makkah-live");
    expect(sitemap).not.toContain("/book<");
    expect(sitemap).toContain("/services<");

    await saveFlags({});
    expect(await (await get("/sitemap.xml")).text()).toContain("/makkah-live<");
    expect((await get("/api/quick-tools/rates?base=USD")).status).toBe(200);
    // Back on: the endpoints answer their own validation again.
    expect((await post("/api/contact")).status).toBe(400);
    expect((await post("/api/quotes")).status).toBe(400);
    expect((await post("/api/testimonials")).status).toBe(400);
  });
});

describe("stored SMTP settings", () => {
  it("are what the mail transport uses when SMTP_URL is not set", async () => {
    const smtp = await recordedSmtpServer("accept");
    try {
      const settings = createSettingsRepository(server.database.db);
      const secretBox = createSecretBox(async () => String(await settings.get("auth_encryption_key")));
      const resolve = async () => {
        const values = await integrationInForce({ settings, secretBox, config: loadConfig({ LOG_LEVEL: "silent" }) }, "smtp");
        return values.url ? { url: values.url, from: values.from ?? "Rihla <no-reply@rihla.test>" } : null;
      };
      expect(await resolve()).toBeNull();
      const url = `smtp://mailer:stored-Passw0rd@127.0.0.1:${smtp.port}`;
      const saved = await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "smtp", values: { url, from: "Rihla <hello@rihla.test>" } });
      expect(saved.status).toBe(200);
      expect(await resolve()).toEqual({ url, from: "Rihla <hello@rihla.test>" });
      const mailer = await createMailerInForce(resolve, { ttlMs: 0 })();
      expect(mailer).not.toBeNull();
      await expect(mailer!.send({ to: "pilgrim@example.test", subject: "Test", text: "Hello" })).resolves.toBeUndefined();
    } finally {
      await smtp.close();
    }
  });

  it("lose to SMTP_URL from the environment", async () => {
    const settings = createSettingsRepository(server.database.db);
    const secretBox = createSecretBox(async () => String(await settings.get("auth_encryption_key")));
    const config = { ...loadConfig({ LOG_LEVEL: "silent" }), SMTP_URL: "smtp://env-user:env-pass@mail.example.test:587" };
    expect((await integrationInForce({ settings, secretBox, config }, "smtp")).url).toBe("smtp://env-user:env-pass@mail.example.test:587");
  });
});

describe("stored captcha settings", () => {
  it("switch verification to the stored hCaptcha only once its test passed, and a change needs a new test", async () => {
    const bodies: string[] = [];
    const hcaptcha = await recordedHttpServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        bodies.push(body);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ success: true }));
      });
    });
    const settings = createSettingsRepository(server.database.db);
    const secretBox = createSecretBox(async () => String(await settings.get("auth_encryption_key")));
    const config = loadConfig({ LOG_LEVEL: "silent" });
    const captcha = createCaptchaInForce({
      altcha: { provider: "altcha", createChallenge: async () => ({}), verify: async () => false, check: async () => "failed" as const },
      environment: null,
      stored: () => storedHcaptcha({ settings, secretBox, config }),
      hcaptcha: (stored) => createHcaptchaCaptcha({ ...stored, verifyUrl: hcaptcha.url }),
      ttlMs: 0,
    });
    try {
      const values = { provider: "hcaptcha", siteKey: "10000000-ffff-ffff-ffff-000000000001", secret: "0x-stored-hcaptcha-secret" };
      expect((await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "captcha", values })).status).toBe(200);
      // Saved but never tested: ALTCHA stays, so a mistyped secret cannot lock staff out.
      expect(await captcha.verify("token", "127.0.0.1")).toBe(false);
      expect(captcha.peek().captchaProvider).toBe("altcha");

      // The test on /admin/configurations passed (the real probe asks hcaptcha.com: recorded here as its stored outcome).
      await settings.set("integration_tests", { captcha: { ok: true, message: "ok", ms: 1, at: new Date().toISOString() } });
      expect(await captcha.verify("token", "127.0.0.1")).toBe(true);
      expect(captcha.peek()).toEqual({ captchaProvider: "hcaptcha", captchaSiteKey: "10000000-ffff-ffff-ffff-000000000001" });
      expect(new URLSearchParams(bodies.at(-1)).get("secret")).toBe("0x-stored-hcaptcha-secret");

      // A change clears the test: back to ALTCHA until tested again.
      expect(
        (await admin.request("PATCH", "/api/admin/configurations/integrations", { name: "captcha", values: { secret: "0x-another-secret" } })).status,
      ).toBe(200);
      expect(await settings.get("integration_tests")).toEqual({});
      expect(await captcha.verify("token", "127.0.0.1")).toBe(false);
    } finally {
      await hcaptcha.close();
    }
  });

  it("lose to CAPTCHA_PROVIDER=hcaptcha from the environment", async () => {
    const env = createCaptchaInForce({
      altcha: { provider: "altcha", createChallenge: async () => ({}), verify: async () => false, check: async () => "failed" as const },
      environment: {
        verifier: { provider: "hcaptcha", createChallenge: async () => null, verify: async () => true, check: async () => "passed" as const },
        siteKey: "env-key",
      },
      stored: async () => {
        throw new Error("the environment wins: stored values are not read");
      },
      hcaptcha: () => {
        throw new Error("not built");
      },
    });
    expect(await env.verify("token", "127.0.0.1")).toBe(true);
    expect(env.peek()).toEqual({ captchaProvider: "hcaptcha", captchaSiteKey: "env-key" });
  });
});
