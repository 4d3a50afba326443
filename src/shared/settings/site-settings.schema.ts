import { z } from "zod";
import { CURRENCIES } from "../quick-tools/currencies";
import { PRAYER_CITIES, WEATHER_CITIES } from "../quick-tools/cities";
import { DEFAULT_FILE_QUOTA_MB } from "../files/file-rules";
import { LANGUAGES } from "../i18n/languages";
import { safeText } from "../validation/safe-text";
import { DEFAULT_CONFIRM_WITHIN_MINUTES, DEFAULT_START_LINK_HOURS_BEFORE } from "../dispatch/dispatch-constants";

/**
 * Site settings kept in the `settings` table under `site`. The spec's currencies and cities are
 * always offered; the administrator may add more (the pilgrims' home currencies, more cities).
 */
export const SITE_SETTINGS_KEY = "site";

/**
 * Currencies worth suggesting beside the spec's eight: where most pilgrims come from. Offered on
 * /admin/configurations for the company to add; the converter offers none of them by default.
 */
export const SUGGESTED_EXTRA_CURRENCIES = ["PKR", "IDR", "MYR", "TRY", "EGP", "BDT"] as const;

const currencyCode = z.string().regex(/^[A-Z]{3}$/, "Use a three-letter ISO 4217 code, e.g. PKR");

const LATITUDE = "Enter a latitude between -90 and 90.";
const LONGITUDE = "Enter a longitude between -180 and 180.";

export const extraCitySchema = z.object({
  name: safeText({ min: 2, max: 60 }),
  latitude: z.number(LATITUDE).min(-90, LATITUDE).max(90, LATITUDE),
  longitude: z.number(LONGITUDE).min(-180, LONGITUDE).max(180, LONGITUDE),
  prayer: z.boolean(),
  weather: z.boolean(),
});
export type ExtraCity = z.infer<typeof extraCitySchema>;

const streamAddress = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || value === "off" || /^https:\/\/\S+$/.test(value), "Use an https:// address, off, or leave it empty for the default");

/** A tile server's address template: https, with {z}, {x} and {y} (and optionally {s} or {r}). */
const mapTilesUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => /^https:\/\/[^\s]+$/.test(value) && ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
    "Use an https:// address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  );

const hours = (max: number, tooMany: string) =>
  z.number("Enter a whole number of hours.").int("Enter a whole number of hours.").min(0, "Use 0 or more hours.").max(max, tooMany);

const paymentSentence = (language: "English" | "Arabic") =>
  safeText({
    min: 5,
    max: 300,
    messages: {
      required: `Write the payment sentence in ${language}.`,
      tooShort: `Write the payment sentence in ${language}.`,
      tooLong: "Keep the payment sentence under 300 characters.",
      forbidden: "Use one line of plain text for the payment sentence.",
    },
  });

/** The payment sentence until the administrator writes their own. */
export const DEFAULT_PAYMENT_METHOD = {
  en: "Pay the driver in cash or by bank transfer.",
  ar: "ادفع للسائق نقدًا أو بتحويل بنكي.",
} as const;

/** OpenStreetMap's own tiles and the credit their licence asks for: the maps' default. */
export const DEFAULT_MAP_TILES = { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" } as const;

/**
 * The public site's languages: at least one, each once, kept in LANGUAGES' order (so the first is
 * where a hidden language's pages send their visitors). The back office keeps both.
 */
const languagesShown = z
  .array(z.enum(LANGUAGES, "Choose English or Arabic."), "Choose at least one language.")
  .min(1, "Choose at least one language.")
  .max(LANGUAGES.length, "Choose each language once.")
  .transform((chosen) => LANGUAGES.filter((language) => chosen.includes(language)));

export const siteSettingsSchema = z
  .object({
    /** Languages the public pages are offered in; a hidden one's addresses redirect to the first shown. */
    languagesShown,
    extraCurrencies: z.array(currencyCode).max(40, "At most 40 more currencies."),
    extraCities: z.array(extraCitySchema).max(20, "At most 20 more cities."),
    /** Empty: the MAKKAH_LIVE_STREAM_URL environment variable (or its default). */
    makkahLiveStreamUrl: streamAddress,
    /** How long before pickup a booking must be made. */
    bookingLeadTimeHours: hours(24 * 14, "At most 336 hours (14 days)."),
    /** Until how long before pickup a customer may cancel on their own. */
    cancellationCutoffHours: hours(24 * 30, "At most 720 hours (30 days)."),
    /**
     * What the booking confirmation promises: "we will confirm within N hours". Never shown larger
     * than the time left before the pickup (confirmation-promise.ts); a pickup sooner than this
     * is told to call or write now.
     */
    confirmWithinHours: z
      .number("Enter a whole number of hours.")
      .int("Enter a whole number of hours.")
      .min(1, "Use 1 hour or more.")
      .max(72, "At most 72 hours (3 days)."),
    /** Dispatch: an assigned leg not confirmed within this many minutes goes back to unassigned (never later than 3 h before pickup). */
    dispatchConfirmWithinMinutes: z
      .number("Enter a whole number of minutes.")
      .int("Enter a whole number of minutes.")
      .min(5, "Use 5 minutes or more.")
      .max(24 * 60, "At most 1,440 minutes (24 hours)."),
    /** Dispatch: the operator gets the start link this many hours before pickup. */
    startLinkHoursBefore: z
      .number("Enter a whole number of hours.")
      .int("Enter a whole number of hours.")
      .min(1, "Use 1 hour or more.")
      .max(48, "At most 48 hours."),
    /** How the customer pays, one sentence per language, shown on the booking review ("Pay the driver in cash or by bank transfer."). */
    paymentMethod: z.object({ en: paymentSentence("English"), ar: paymentSentence("Arabic") }),
    /** Where the maps (a driver's position on the way, pickup places) take their tiles from, and the credit shown on them. */
    mapTiles: z.object({ url: mapTilesUrl, attribution: safeText({ min: 1, max: 200 }) }),
    /** The file repository's total size (originals and image variants), in megabytes. */
    fileQuotaMb: z
      .number("Use a whole number of megabytes.")
      .int("Use a whole number of megabytes.")
      .min(1, "At least 1 MB.")
      .max(10_000_000, "At most 10,000,000 MB."),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.extraCurrencies.forEach((code, index) => {
      if ((CURRENCIES as readonly string[]).includes(code) || seen.has(code))
        ctx.addIssue({ code: "custom", path: ["extraCurrencies", index], message: `${code} is already in the list` });
      seen.add(code);
    });
    const cities = new Set<string>([...PRAYER_CITIES, ...WEATHER_CITIES].map((name) => name.toLowerCase()));
    value.extraCities.forEach((city, index) => {
      if (cities.has(city.name.toLowerCase()))
        ctx.addIssue({ code: "custom", path: ["extraCities", index, "name"], message: `${city.name} is already a city` });
      cities.add(city.name.toLowerCase());
    });
  });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  languagesShown: [...LANGUAGES],
  // The converter offers exactly the spec's eight until the company adds more.
  extraCurrencies: [],
  extraCities: [],
  makkahLiveStreamUrl: "",
  bookingLeadTimeHours: 6,
  cancellationCutoffHours: 24,
  confirmWithinHours: 4,
  dispatchConfirmWithinMinutes: DEFAULT_CONFIRM_WITHIN_MINUTES,
  startLinkHoursBefore: DEFAULT_START_LINK_HOURS_BEFORE,
  paymentMethod: { ...DEFAULT_PAYMENT_METHOD },
  mapTiles: DEFAULT_MAP_TILES,
  fileQuotaMb: DEFAULT_FILE_QUOTA_MB,
};

/** What stored JSON means: the defaults for any field missing or no longer valid. */
export function siteSettingsFrom(stored: unknown): SiteSettings {
  const merged = { ...DEFAULT_SITE_SETTINGS, ...(stored && typeof stored === "object" ? stored : {}) };
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

/** Every currency the Quick Tools converter offers: the spec's eight, then the additions. */
export function offeredCurrencies(settings: SiteSettings): string[] {
  return [...CURRENCIES, ...settings.extraCurrencies];
}
