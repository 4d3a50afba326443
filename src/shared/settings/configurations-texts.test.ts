import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { companyProfileSchema } from "../company/company-profile.schema";
import { configurationsText, hasConfigurationsArabic } from "./configurations-texts";
import { featureFlagsSchema } from "./feature-flags";
import { INTEGRATION_NAMES, integrationChangeSchema, integrationUpdateSchema } from "./integrations.schema";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from "./site-settings.schema";

const long = (n: number) => "x".repeat(n);
const city = (name: string) => ({ name, latitude: 1, longitude: 1, prayer: true, weather: true });
const source = (file: string) => readFileSync(path.join(import.meta.dirname, "../../server/features/settings", file), "utf8");

describe("configurations texts", () => {
  it("has the Arabic of every message the configurations schemas give", () => {
    const messages = [
      ...messagesOf(companyProfileSchema, [
        {},
        {
          name: { en: "", ar: "" },
          tagline: 5,
          phone: "0500",
          whatsapp: "x",
          email: "nope",
          address: { en: "\u0000", ar: "" },
          social: { instagram: "ftp://x", x: `https://${long(400)}.example` },
          trust: { licence: long(61), foundedYear: 1800, pilgrimsServed: -1 },
          logo: "javascript:x",
        },
        { social: {}, trust: { foundedYear: 2101, pilgrimsServed: 1e9 }, logo: long(501) },
        { trust: { foundedYear: 1.5, pilgrimsServed: "x" } },
      ]),
      ...messagesOf(siteSettingsSchema, [
        {},
        {
          ...DEFAULT_SITE_SETTINGS,
          languagesShown: [],
          extraCurrencies: ["usd"],
          extraCities: [{ name: "M", latitude: 91, longitude: -181, prayer: true, weather: true }],
          makkahLiveStreamUrl: "http://x",
          bookingLeadTimeHours: -1,
          cancellationCutoffHours: 1.5,
          confirmWithinHours: 0,
          dispatchConfirmWithinMinutes: 4,
          startLinkHoursBefore: 0.5,
          paymentMethod: { en: "Pay", ar: "\u0000 ادفع للسائق" },
          mapTiles: { url: "http://x", attribution: "" },
          fileQuotaMb: 0,
        },
        {
          ...DEFAULT_SITE_SETTINGS,
          languagesShown: ["fr", "en", "ar"],
          extraCurrencies: Array(41).fill("ABC"),
          extraCities: Array(21).fill(city("Xyz")),
          bookingLeadTimeHours: 99_999,
          cancellationCutoffHours: 99_999,
          confirmWithinHours: 73,
          dispatchConfirmWithinMinutes: 1441,
          startLinkHoursBefore: 49,
          paymentMethod: { en: "x".repeat(301) },
          fileQuotaMb: 1e9,
        },
        { ...DEFAULT_SITE_SETTINGS, confirmWithinHours: 2.5, paymentMethod: {} },
        { ...DEFAULT_SITE_SETTINGS, bookingLeadTimeHours: Number.NaN, fileQuotaMb: 1.5, extraCities: [{ ...city(""), latitude: Number.NaN, longitude: 200 }] },
        // The cross-field checks run once every field is valid.
        { ...DEFAULT_SITE_SETTINGS, extraCurrencies: ["USD", "PKR", "PKR"], extraCities: [city("Makkah"), city("Hail"), city("hail")] },
      ]),
      ...INTEGRATION_NAMES.flatMap((name) =>
        messagesOf(integrationUpdateSchema(name), [
          {
            url: "http://x",
            from: "a",
            apiUrl: "x",
            phoneNumberId: "abc",
            accessToken: "",
            provider: "nope",
            siteKey: long(101),
            dsn: "x",
            endpoint: "x",
            region: "",
            bucket: "A_B",
            accessKeyId: "",
            secretAccessKey: "",
            secret: "",
            appSecret: "",
          },
          { extra: 1 },
        ]),
      ),
      ...messagesOf(integrationChangeSchema, [{}, { name: "x", values: 5 }]),
      ...messagesOf(featureFlagsSchema, [{ quickTools: "x", nope: true }]),
    ];
    const unique = [...new Set(messages)];
    expect(unique.length).toBeGreaterThan(40);
    expect(unique).toEqual(expect.arrayContaining(["PKR is already in the list", "hail is already a city", "Choose at least one language."]));
    expect(unique.filter((message) => !hasConfigurationsArabic(message))).toEqual([]);
  });

  it("has the Arabic of every fixed sentence the configurations services and connection tests write", () => {
    const fixed = [...source("integration-probes.ts"), ...source("integrations.service.ts")].join("");
    const sentences = [
      ...[...fixed.matchAll(/message: "([^"]+)"/g)].map((match) => match[1] as string),
      ...[...fixed.matchAll(/missing\("([^"]+)"\)/g)].map((match) => `Not configured: ${match[1]} is missing.`),
      ...["endpoint", "bucket", "accessKeyId", "secretAccessKey"].map((field) => `Not configured: ${field} is missing.`),
    ];
    expect(sentences.length).toBeGreaterThan(8);
    expect(sentences.filter((sentence) => !hasConfigurationsArabic(sentence))).toEqual([]);
  });

  it("translates outcomes with names and numbers, keeping them, and leaves English as written", () => {
    expect(configurationsText("The SMTP server at mail.example:587 accepted the connection and the sign-in.", "ar")).toBe(
      "قبل خادم SMTP على mail.example:587 الاتصال وتسجيل الدخول.",
    );
    expect(configurationsText("The storage refused these keys for rihla-files (HTTP 403).", "ar")).toBe(
      "رفضت خدمة التخزين هذه المفاتيح للحاوية rihla-files (HTTP 403).",
    );
    expect(configurationsText("Too big: expected number to be <=90", "ar")).toBe("الرقم كبير جدًا: 90 على الأكثر.");
    expect(configurationsText("Choose at least one language.", "en")).toBe("Choose at least one language.");
  });
});
