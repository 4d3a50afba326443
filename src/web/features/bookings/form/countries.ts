import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/*
 * The countries the company's customers come from most (Saudi Arabia, then the largest pilgrim
 * countries), with their calling codes. Names come from the browser's Intl in the page's
 * language, so no translation table is shipped. Anyone else types their number with "+".
 */
export const COUNTRY_DIAL_CODES = {
  SA: "966",
  PK: "92",
  IN: "91",
  ID: "62",
  EG: "20",
  BD: "880",
  MY: "60",
  TR: "90",
  NG: "234",
  DZ: "213",
  MA: "212",
  IQ: "964",
  IR: "98",
  JO: "962",
  AE: "971",
  KW: "965",
  QA: "974",
  BH: "973",
  OM: "968",
  YE: "967",
  SD: "249",
  TN: "216",
  LY: "218",
  LB: "961",
  SY: "963",
  PS: "970",
  AF: "93",
  UZ: "998",
  KZ: "7",
  RU: "7",
  SN: "221",
  ML: "223",
  NE: "227",
  SO: "252",
  ET: "251",
  KE: "254",
  TZ: "255",
  ZA: "27",
  LK: "94",
  MV: "960",
  PH: "63",
  TH: "66",
  SG: "65",
  BN: "673",
  CN: "86",
  GB: "44",
  FR: "33",
  DE: "49",
  NL: "31",
  BE: "32",
  IT: "39",
  ES: "34",
  SE: "46",
  US: "1",
  CA: "1",
  AU: "61",
} as const satisfies Record<string, string>;

export type CountryCode = keyof typeof COUNTRY_DIAL_CODES;

export function dialCodeOf(country: string): string | undefined {
  return Object.hasOwn(COUNTRY_DIAL_CODES, country) ? COUNTRY_DIAL_CODES[country as CountryCode] : undefined;
}

/** Languages spoken mostly in one of the countries above (a browser's language without a region). */
const LANGUAGE_COUNTRY: Record<string, CountryCode> = {
  ar: "SA",
  ur: "PK",
  hi: "IN",
  id: "ID",
  ms: "MY",
  bn: "BD",
  tr: "TR",
  fa: "IR",
  uz: "UZ",
  ha: "NG",
  so: "SO",
  am: "ET",
  sw: "KE",
  si: "LK",
  th: "TH",
  tl: "PH",
  fil: "PH",
};

/**
 * The visitor's likely country: the calling code of a number typed with + or 00 (sure), else the
 * region or the language of the browser's languages (`spoken`), else Saudi Arabia for an Arabic
 * page. Only a sure guess, or a non-English browser language, picks the country by itself: an
 * English browser set to the US says little about where a pilgrim's phone is from, and a wrong
 * pick would prefix a local number with the wrong code.
 */
export function likelyCountry(phone: string, spoken: readonly string[], language: Language): { code: CountryCode; pick: boolean } | undefined {
  const digits = /^\s*(?:\+|00)([\d\s-]+)/.exec(phone)?.[1]?.replace(/\D/g, "") ?? "";
  for (const length of [3, 2, 1]) {
    const match = Object.entries(COUNTRY_DIAL_CODES).find(([, dial]) => digits.length > length && dial === digits.slice(0, length));
    if (match) return { code: match[0] as CountryCode, pick: true };
  }
  for (const tag of spoken) {
    const [lang = "", region = ""] = tag.split("-").filter((part, index) => index === 0 || /^[A-Z]{2}$/i.test(part));
    const code = Object.hasOwn(COUNTRY_DIAL_CODES, region.toUpperCase()) ? (region.toUpperCase() as CountryCode) : LANGUAGE_COUNTRY[lang.toLowerCase()];
    if (code) return { code, pick: lang.toLowerCase() !== "en" };
  }
  return language === "ar" ? { code: "SA", pick: false } : undefined;
}

/** [code, "Pakistan (+92)"] in the page's language; the likely country first, then Saudi Arabia, the rest by name. */
export function countryOptions(language: Language, first?: string): [code: string, label: string][] {
  const names = new Intl.DisplayNames([LANGUAGE_LOCALE[language]], { type: "region" });
  const collator = new Intl.Collator(LANGUAGE_LOCALE[language]);
  const options = Object.entries(COUNTRY_DIAL_CODES).map(([code, dial]): [string, string] => [code, `${names.of(code) ?? code} (\u2066+${dial}\u2069)`]);
  const rank = (code: string) => (code === first ? 0 : code === "SA" ? 1 : 2);
  return options.sort((a, b) => rank(a[0]) - rank(b[0]) || collator.compare(a[1], b[1]));
}
