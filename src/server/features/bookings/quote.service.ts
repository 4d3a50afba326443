import type { QuoteOption, QuoteResponse } from "#shared/bookings/api-contract";
import type { QuoteRequest } from "#shared/bookings/booking.schema";
import type { Refusal } from "./booking-refusal";
import type { QuoteTokens } from "./quote-token";
import type { Trip, TripPricing } from "./trip-pricing.service";

export type QuoteResult = { ok: true; value: QuoteResponse } | Refusal;

/** The trip's fields in the order the quote token hashes them. */
export function tripOf(request: Trip & { vehicleClassSlug?: string }): Trip {
  const { productSlug, legs, adults, children, infants, bags } = request;
  return { productSlug, legs, adults, children, infants, bags };
}

/** POST /api/quotes: every class that fits (or the one asked for), priced, each with a signed quote token. No side effect. */
export function createQuoteService(deps: { pricing: TripPricing; quoteTokens: QuoteTokens }) {
  return {
    async quote(request: QuoteRequest, now = new Date()): Promise<QuoteResult> {
      const trip = tripOf(request);
      const loaded = await deps.pricing.load(trip, now);
      if (!loaded.ok) return loaded;
      const catalogue = loaded.value;
      let classes = catalogue.fitting;
      if (request.vehicleClassSlug) {
        const chosen = deps.pricing.chosenClass(catalogue, request.vehicleClassSlug);
        if (!chosen.ok) return chosen;
        classes = [chosen.value];
      }
      const options: QuoteOption[] = [];
      for (const vehicle of classes) {
        const priced = deps.pricing.price(trip, catalogue, vehicle);
        if (!priced.ok) return priced;
        const breakdown = priced.value;
        const quoteToken = await deps.quoteTokens.issue({ ...trip, vehicleClassSlug: vehicle.slug }, breakdown.totalHalalas);
        // The hourly minimum goes with the price, so the card can say "4 hours minimum".
        const firstPrice = vehicle.legPrices[0];
        const minimumHours = firstPrice?.unit === "hour" ? (firstPrice.minimumHours ?? null) : null;
        options.push({
          vehicleClassSlug: vehicle.slug,
          name: vehicle.name,
          passengers: vehicle.passengers,
          bags: vehicle.bags,
          breakdown,
          quoteToken,
          minimumHours,
        });
      }
      return {
        ok: true,
        value: {
          productSlug: catalogue.product.slug,
          options,
          extras: catalogue.extras.map(({ kind, name, priceHalalas }) => ({ kind, name, priceHalalas })),
        },
      };
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
