import { LANGUAGE_LOCALE, LANGUAGES, type Language } from "#shared/i18n/languages";

/*
 * Reviews store the country as the reviewer typed it, in either language ("United Kingdom",
 * "الكويت"). Pages show it in their own language through Intl.DisplayNames. Run in loaders only
 * (on the server for a first load): engines may word a country differently, and the page must
 * hydrate with the server's text.
 */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let codesByName: Map<string, string> | null = null;

const normalise = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase()
    .replace(/^the\s+/, "");

function codes(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  for (const language of LANGUAGES) {
    const names = new Intl.DisplayNames([LANGUAGE_LOCALE[language]], { type: "region", fallback: "none" });
    for (const first of LETTERS)
      for (const second of LETTERS) {
        const code = first + second;
        const name = names.of(code);
        if (name) codesByName.set(normalise(name), code);
      }
  }
  // Common ways of writing a few names that the engines word otherwise.
  for (const [name, code] of [
    ["uk", "GB"],
    ["usa", "US"],
    ["uae", "AE"],
    ["ksa", "SA"],
    ["turkey", "TR"],
  ] as const)
    codesByName.set(name, code);
  return codesByName;
}

/** The country's name in the page's language, or the text as typed when it names no known country. */
export function countryName(typed: string, language: Language): string {
  const code = /^[A-Za-z]{2}$/.test(typed.trim()) ? typed.trim().toUpperCase() : codes().get(normalise(typed));
  if (!code) return typed;
  return new Intl.DisplayNames([LANGUAGE_LOCALE[language]], { type: "region", fallback: "none" }).of(code) ?? typed;
}
