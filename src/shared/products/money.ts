import type { Language } from "../i18n/languages";
import { LANGUAGE_LOCALE } from "../i18n/languages";
import { VAT_RATE_PERCENT } from "./product-kinds";

/** Formats integer halalas as SAR in the reader's language ("SAR 350" / "‏٣٥٠ ر.س.‏"). */
export function formatSar(halalas: number, language: Language): string {
  const riyals = halalas / 100;
  return new Intl.NumberFormat(LANGUAGE_LOCALE[language], {
    style: "currency",
    currency: "SAR",
    minimumFractionDigits: Number.isInteger(riyals) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(riyals);
}

/** The VAT contained in a VAT-inclusive amount, rounded to the halala. */
export function vatIncluded(grossHalalas: number): number {
  return Math.round((grossHalalas * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}
