import type { LocalizedText } from "#shared/i18n/localized-text";

/** 10,000 basis points = ×1.0000. Integer, so prices never drift through floating point. */
export const MULTIPLIER_ONE = 10_000;
/** Bounds for an admin-entered multiplier: a discount down to ×0.5, a surcharge up to ×5. */
export const MULTIPLIER_MIN = 5_000;
export const MULTIPLIER_MAX = 50_000;

/** A date range (Asia/Riyadh calendar days, both ends included) with a price multiplier. */
export interface Season {
  id?: number | string;
  name: LocalizedText;
  /** "YYYY-MM-DD", inclusive. */
  startDate: string;
  /** "YYYY-MM-DD", inclusive. */
  endDate: string;
  multiplierBasisPoints: number;
  /** The product it applies to, or null for every product. */
  productSlug: string | null;
}

/**
 * The season that prices a pickup on `date` (a Riyadh calendar day) for `productSlug`, or null.
 * Overlaps (Ramadan's last ten nights inside a "Ramadan" season, a product-only season inside an
 * all-products one) are resolved by the HIGHEST multiplier winning: the company never sells below
 * any season that applies, and the result does not depend on the order seasons were entered.
 * Ties keep the product's own season over an all-products one, then the later start, then the
 * English name, so the name shown is stable too.
 */
export function seasonFor(seasons: readonly Season[], productSlug: string, date: string): Season | null {
  let best: Season | null = null;
  for (const season of seasons) {
    if (season.productSlug !== null && season.productSlug !== productSlug) continue;
    if (date < season.startDate || date > season.endDate) continue;
    if (!best || compareSeasons(season, best) > 0) best = season;
  }
  return best;
}

function compareSeasons(a: Season, b: Season): number {
  if (a.multiplierBasisPoints !== b.multiplierBasisPoints) return a.multiplierBasisPoints - b.multiplierBasisPoints;
  const specific = Number(a.productSlug !== null) - Number(b.productSlug !== null);
  if (specific !== 0) return specific;
  if (a.startDate !== b.startDate) return a.startDate > b.startDate ? 1 : -1;
  return a.name.en < b.name.en ? 1 : a.name.en > b.name.en ? -1 : 0;
}
