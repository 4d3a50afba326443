import { LANGUAGE_LOCALE, type Language } from "../i18n/languages";
import { pickText, type LocalizedText } from "../i18n/localized-text";
import { formatSar } from "../products/money";

/*
 * A staff quote (issue 11) is never a bare number: it is the server's breakdown of the trip plus
 * adjustment lines ("extra stop at Badr", "returning family"), each with a label in English and
 * Arabic and a signed amount in halalas, VAT included. The total the customer pays is the trip's
 * total plus the lines, so what the customer reads always adds up. The staff member's reason is a
 * separate, internal field: it goes to the staff timeline only.
 */
export const MAX_QUOTE_ADJUSTMENTS = 10;
/** SAR 1,000,000 in halalas: the most a quote (and a line) may be. */
export const MAX_QUOTE_HALALAS = 100_000_000;

export interface QuoteAdjustment {
  label: LocalizedText;
  /** Signed, whole riyals in halalas, VAT included (negative for a discount). */
  amountHalalas: number;
}

/** The line that makes an older quote (stored as a bare total, before lines existed) add up. */
export const PRICE_ADJUSTMENT_LABEL: LocalizedText = { en: "Price adjustment", ar: "تعديل السعر" };

/** The trip's total plus every line: the one way a quoted total is computed. */
export function quotedTotal(tripHalalas: number, adjustments: readonly QuoteAdjustment[]): number {
  return adjustments.reduce((sum, line) => sum + line.amountHalalas, tripHalalas);
}

/**
 * The lines to show beside a trip whose total to pay is `totalHalalas`: the stored lines, plus one
 * "Price adjustment" line for whatever they leave unexplained (a quote stored before lines
 * existed), so the breakdown shown always adds up exactly to the total.
 */
export function linesThatAddUp(tripHalalas: number, totalHalalas: number, stored: readonly QuoteAdjustment[] | null | undefined): QuoteAdjustment[] {
  const lines = [...(stored ?? [])];
  const rest = totalHalalas - quotedTotal(tripHalalas, lines);
  return rest === 0 ? lines : [...lines, { label: PRICE_ADJUSTMENT_LABEL, amountHalalas: rest }];
}

/** "+SAR 200" / "-SAR 50" (and their Arabic, the sign placed by Intl for right-to-left text): a line's signed amount. */
export function formatSignedSar(halalas: number, language: Language): string {
  const riyals = halalas / 100;
  return new Intl.NumberFormat(LANGUAGE_LOCALE[language], {
    style: "currency",
    currency: "SAR",
    signDisplay: "exceptZero",
    minimumFractionDigits: Number.isInteger(riyals) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(riyals);
}

/** A quote as plain text lines for a customer's message, in their language: the trip, each change, never the internal reason. */
export function quoteLinesText(tripHalalas: number, adjustments: readonly QuoteAdjustment[], language: Language): string[] {
  const trip = language === "ar" ? "الرحلة" : "Trip";
  return [
    `${trip}: ${formatSar(tripHalalas, language)}`,
    ...adjustments.map((line) => `${pickText(line.label, language)}: ${formatSignedSar(line.amountHalalas, language)}`),
  ];
}
