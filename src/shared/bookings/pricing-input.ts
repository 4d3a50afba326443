import type { BookingLeg } from "./booking-leg.schema";
import type { ExtraKind } from "./extras";
import type { LegPrice, PricingLeg } from "./pricing";

/** The price of each extra the company offers now (halalas, VAT included); absent = not offered. */
export type ExtraPrices = Partial<Record<ExtraKind, number>>;

export type PricingLegsResult = { ok: true; legs: PricingLeg[] } | { ok: false; messageKey: "booking.extras.unavailable"; path: (string | number)[] };

/**
 * Turns validated request legs into priceBooking() legs with the prices the server read (each
 * leg's route price for the chosen class, in leg order; the extras' prices). A requested extra
 * with no price is refused (400 at that field) rather than priced at zero.
 */
export function pricingLegsFor(
  legs: readonly Pick<BookingLeg, "pickupAt" | "hours" | "extras">[],
  prices: readonly LegPrice[],
  extraPrices: ExtraPrices,
): PricingLegsResult {
  const result: PricingLeg[] = [];
  for (const [legIndex, leg] of legs.entries()) {
    const price = prices[legIndex];
    if (!price) throw new RangeError(`pricing: leg ${legIndex} has no route price`);
    const extras = [];
    for (const [extraIndex, extra] of leg.extras.entries()) {
      const unitHalalas = extraPrices[extra.kind];
      if (unitHalalas === undefined) return { ok: false, messageKey: "booking.extras.unavailable", path: ["legs", legIndex, "extras", extraIndex, "kind"] };
      extras.push({ kind: extra.kind, unitHalalas, quantity: extra.quantity });
    }
    result.push({ price, hours: leg.hours ?? null, pickupAt: new Date(leg.pickupAt), extras });
  }
  return { ok: true, legs: result };
}
