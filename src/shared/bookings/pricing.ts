import type { LocalizedText } from "#shared/i18n/localized-text";
import { vatIncluded } from "#shared/products/money";
import { VAT_RATE_PERCENT, type PriceUnit } from "#shared/products/product-kinds";
import type { ExtraKind } from "./extras";
import { riyadhDate } from "./riyadh-time";
import { MULTIPLIER_ONE, seasonFor, type Season } from "./season";

/*
 * The one pricing function (issue 11 "Prices"): the server runs it for what it stores and
 * answers; screens may run it only to display a breakdown the server sent the inputs for.
 *
 * Rules, all in integer halalas (prices are VAT-inclusive, VAT 15 %):
 * - base = trip price, or hourly price × max(hours requested, minimum hours; at least 1).
 * - The season multiplier (basis points) applies to the base only: extras have their own prices.
 * - leg total = base × multiplier + extras, rounded ONCE, half up, to whole riyals. The exact value
 *   is kept as an integer numerator over 10,000 until that rounding, so nothing drifts.
 * - Lines shown: base, season adjustment (rounded to the halala), each extra, and a rounding line,
 *   so the lines always add up exactly to the leg total.
 * - VAT is contained in each total and shown with vatIncluded(); the booking's VAT line is
 *   vatIncluded(booking total), which may differ from the sum of the legs' VAT lines by under one
 *   halala per leg.
 * Bad data (negative or fractional amounts, a zero multiplier) is a programming error: RangeError.
 */
export interface LegPrice {
  unit: PriceUnit;
  amountHalalas: number;
  /** Hourly prices only; null or absent means 1. */
  minimumHours?: number | null;
}

export interface PricedExtra {
  kind: ExtraKind;
  unitHalalas: number;
  quantity: number;
}

export interface PricingLeg {
  /** The product's price for the chosen vehicle class. */
  price: LegPrice;
  /** Hours requested, hourly prices only (ignored per trip). */
  hours?: number | null;
  pickupAt: Date;
  extras?: readonly PricedExtra[];
}

export interface PricingInput {
  productSlug: string;
  legs: readonly PricingLeg[];
  seasons: readonly Season[];
}

export interface ExtraLine extends PricedExtra {
  totalHalalas: number;
}

export interface LegBreakdown {
  /** The pickup's Asia/Riyadh calendar day, which chose the season. */
  riyadhDate: string;
  unit: PriceUnit;
  unitHalalas: number;
  /** Hours billed (hourly only), after the minimum. */
  billedHours: number | null;
  baseHalalas: number;
  season: { name: LocalizedText; multiplierBasisPoints: number } | null;
  seasonAdjustmentHalalas: number;
  extras: ExtraLine[];
  roundingHalalas: number;
  /** Whole riyals, VAT included. */
  totalHalalas: number;
  vatHalalas: number;
}

export interface PriceBreakdown {
  currency: "SAR";
  vatRatePercent: number;
  legs: LegBreakdown[];
  totalHalalas: number;
  vatHalalas: number;
}

/** Prices a booking: one breakdown per leg plus the totals. */
export function priceBooking(input: PricingInput): PriceBreakdown {
  const legs = input.legs.map((leg) => priceLeg(leg, input.productSlug, input.seasons));
  const totalHalalas = legs.reduce((sum, leg) => sum + leg.totalHalalas, 0);
  return { currency: "SAR", vatRatePercent: VAT_RATE_PERCENT, legs, totalHalalas, vatHalalas: vatIncluded(totalHalalas) };
}

function priceLeg(leg: PricingLeg, productSlug: string, seasons: readonly Season[]): LegBreakdown {
  const { unit, amountHalalas } = leg.price;
  checkCount(amountHalalas, "amountHalalas");
  let billedHours: number | null = null;
  if (unit === "hour") {
    const minimum = leg.price.minimumHours ?? 1;
    const requested = leg.hours ?? minimum;
    checkCount(minimum, "minimumHours");
    checkCount(requested, "hours");
    billedHours = Math.max(requested, minimum, 1);
  }
  const baseHalalas = amountHalalas * (billedHours ?? 1);
  const date = riyadhDate(leg.pickupAt);
  const season = seasonFor(seasons, productSlug, date);
  const multiplier = season?.multiplierBasisPoints ?? MULTIPLIER_ONE;
  checkCount(multiplier, "multiplierBasisPoints");
  if (multiplier === 0) throw new RangeError("pricing: a season multiplier must be positive");

  const extras = (leg.extras ?? []).map((extra) => {
    checkCount(extra.unitHalalas, "unitHalalas");
    checkCount(extra.quantity, "quantity");
    return { ...extra, totalHalalas: extra.unitHalalas * extra.quantity };
  });
  const extrasHalalas = extras.reduce((sum, extra) => sum + extra.totalHalalas, 0);

  // Exact leg price in 1/10,000 halala; one rounding, half up, to whole riyals (100 halalas).
  const exact = baseHalalas * multiplier + extrasHalalas * MULTIPLIER_ONE;
  if (!Number.isSafeInteger(exact)) throw new RangeError("pricing: amounts too large");
  const totalHalalas = roundHalfUp(exact, MULTIPLIER_ONE * 100) * 100;
  const seasonAdjustmentHalalas = roundHalfUp(baseHalalas * (multiplier - MULTIPLIER_ONE), MULTIPLIER_ONE);

  return {
    riyadhDate: date,
    unit,
    unitHalalas: amountHalalas,
    billedHours,
    baseHalalas,
    season: season ? { name: season.name, multiplierBasisPoints: multiplier } : null,
    seasonAdjustmentHalalas,
    extras,
    roundingHalalas: totalHalalas - baseHalalas - seasonAdjustmentHalalas - extrasHalalas,
    totalHalalas,
    vatHalalas: vatIncluded(totalHalalas),
  };
}

/** numerator / divisor rounded half up (away from zero for negatives), exact for safe integers. */
function roundHalfUp(numerator: number, divisor: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const remainder = magnitude % divisor;
  const quotient = (magnitude - remainder) / divisor;
  return sign * (remainder * 2 >= divisor ? quotient + 1 : quotient);
}

function checkCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`pricing: ${name} must be a non-negative integer`);
}

/** True when two breakdowns charge differently (any leg total): the submit answers 409 then. */
export function pricesDiffer(a: PriceBreakdown, b: PriceBreakdown): boolean {
  return a.totalHalalas !== b.totalHalalas || a.legs.length !== b.legs.length || a.legs.some((leg, i) => leg.totalHalalas !== b.legs[i]?.totalHalalas);
}
