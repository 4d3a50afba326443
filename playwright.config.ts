import { defineConfig, devices } from "@playwright/test";
import { resolveChromiumPath } from "./tests/e2e/support/chromium-path";

/**
 * Browser tests against the production build, served by the real (compiled: `npm run build`) server on loopback with a
 * fresh PGlite data folder. A second server starts with an invalid public configuration, for
 * the Configuration Error screen. Chromium: CHROMIUM_PATH, else the system's, else the binary inside
 * the @sparticuz/chromium npm package (tests/e2e/support/chromium-path.ts) — never a download.
 */
// Overridable so two checkouts can run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BAD_CONFIG_PORT = Number(process.env.E2E_BAD_CONFIG_PORT ?? 3211);
// The quick tools' outside services, answered by recorded responses: tests never reach the internet.
export const E2E_SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? E2E_PORT + 2);
const recorded = `http://127.0.0.1:${E2E_SERVICES_PORT}`;
const outsideServices = {
  PRAYER_TIMES_SERVICE: "off",
  EXCHANGE_RATES_API_URL: `${recorded}/rates`,
  WEATHER_API_URL: `${recorded}/weather`,
  MAKKAH_LIVE_STREAM_URL: `${recorded}/live-embed`,
};
const outsideServicesOff = { PRAYER_TIMES_SERVICE: "off", EXCHANGE_RATES_API_URL: "off", WEATHER_API_URL: "off", MAKKAH_LIVE_STREAM_URL: "off" };
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const serverEnv = { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ADMIN_PASSWORD: "e2e-admin-password-1234" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: resolveChromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // A phone's user agent, not "HeadlessChrome", which the server rightly treats as a bot.
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/recorded-outside-services.ts ${E2E_SERVICES_PORT}`,
      url: `${recorded}/live-embed`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "rm -rf .e2e-data/main && node build/server-main/main.js",
      env: { ...serverEnv, ...outsideServices, PORT: String(E2E_PORT), DATA_DIR: ".e2e-data/main" },
      url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "rm -rf .e2e-data/bad-config && node build/server-main/main.js",
      env: {
        ...serverEnv,
        ...outsideServicesOff,
        PORT: String(E2E_BAD_CONFIG_PORT),
        DATA_DIR: ".e2e-data/bad-config",
        CAPTCHA_PROVIDER: "hcaptcha",
        HCAPTCHA_SITE_KEY: "not-a-uuid",
        HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
        SEED_DEMO: "false",
      },
      url: `http://127.0.0.1:${E2E_BAD_CONFIG_PORT}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
