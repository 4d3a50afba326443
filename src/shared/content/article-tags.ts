import type { LocalizedText } from "../i18n/localized-text";

/**
 * The controlled vocabulary for blog tags and guide categories: stored as slugs, shown in the
 * reader's language. Unknown slugs are shown as they are.
 */
export const ARTICLE_TAGS: Record<string, LocalizedText> = {
  umrah: { en: "Umrah", ar: "العمرة" },
  hajj: { en: "Hajj", ar: "الحج" },
  makkah: { en: "Makkah", ar: "مكة المكرمة" },
  madinah: { en: "Madinah", ar: "المدينة المنورة" },
  jeddah: { en: "Jeddah", ar: "جدة" },
  taif: { en: "Taif", ar: "الطائف" },
  ziyarat: { en: "Ziyarat", ar: "الزيارات" },
  transport: { en: "Transport", ar: "النقل" },
  travel_tips: { en: "Travel tips", ar: "نصائح السفر" },
  families: { en: "Families", ar: "العائلات" },
  airport: { en: "Airport", ar: "المطار" },
  planning: { en: "Planning", ar: "التخطيط" },
  history: { en: "History", ar: "التاريخ" },
  health: { en: "Health and safety", ar: "الصحة والسلامة" },
};

export function tagLabel(slug: string, language: "en" | "ar"): string {
  return ARTICLE_TAGS[slug]?.[language] ?? slug;
}
