import { pickText, type LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { CompanyProfile } from "./company-profile.schema";

// One result per profile object and language: loaders of one page that return the same profile
// return the same object, which React Router's stream then writes once.
const cache = new WeakMap<CompanyProfile, Partial<Record<Language, CompanyProfile>>>();

/**
 * The company profile as a page in `language` shows it: each text holds that language's words
 * (or the fallback pickText would show) and the other language's is empty, so a page's HTML does
 * not carry the other language's name, tagline and address as hydration data.
 */
export function companyInLanguage(profile: CompanyProfile, language: Language): CompanyProfile {
  const byLanguage = cache.get(profile) ?? {};
  const cached = byLanguage[language];
  if (cached) return cached;
  const only = (text: LocalizedText): LocalizedText => ({ en: "", ar: "", [language]: pickText(text, language) });
  const result = { ...profile, name: only(profile.name), tagline: only(profile.tagline), address: only(profile.address) };
  byLanguage[language] = result;
  cache.set(profile, byLanguage);
  return result;
}
