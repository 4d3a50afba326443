import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of the roadmap API's own refusals, keyed by their English (see english-keyed-texts).
 * The board's form shows its fields' messages from the page's texts; these are what only the
 * server knows (the item is gone, someone saved first).
 */
export const ROADMAP_NOT_FOUND = "This roadmap item does not exist (it may have been deleted).";
export const ROADMAP_STALE = "Someone changed this item meanwhile. Here it is as it is now; make your change again.";

const texts = englishKeyedTexts({
  [ROADMAP_NOT_FOUND]: "عنصر خارطة الطريق هذا غير موجود (ربما حُذف).",
  [ROADMAP_STALE]: "غيّر شخص آخر هذا العنصر في الأثناء. هذه حالته الآن؛ أعد تعديلك.",
  "Choose planned, in progress or done.": "اختر: مخطط له، قيد التنفيذ، أو منجز.",
  "Choose a priority from 1 to 4.": "اختر أولوية من 1 إلى 4.",
  "Use a date like 2026-12-31.": "استخدم تاريخًا مثل 2026-12-31.",
  "Use a real date.": "استخدم تاريخًا صحيحًا.",
  "The item's version is missing.": "رقم إصدار العنصر مفقود.",
});

export const roadmapText = texts.text;
export const hasRoadmapArabic = texts.has;
