import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";

/*
 * The countries the company's customers come from most (Saudi Arabia first, then the largest
 * pilgrim countries), with their calling codes. Names come from the browser's Intl in the page's
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

/** [code, "Pakistan (+92)"] in the page's language; Saudi Arabia first, the rest by name. */
export function countryOptions(language: Language): [code: string, label: string][] {
  const names = new Intl.DisplayNames([LANGUAGE_LOCALE[language]], { type: "region" });
  const collator = new Intl.Collator(LANGUAGE_LOCALE[language]);
  const options = Object.entries(COUNTRY_DIAL_CODES).map(([code, dial]): [string, string] => [code, `${names.of(code) ?? code} (\u2066+${dial}\u2069)`]);
  const [saudi, ...rest] = options;
  return saudi ? [saudi, ...rest.sort((a, b) => collator.compare(a[1], b[1]))] : options;
}
