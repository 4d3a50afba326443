import { EXTRA_KINDS, type ExtraKind } from "#shared/bookings/extras";
import { pickupRefusal } from "#shared/bookings/pickup-window";
import { pricingLegsFor, type ExtraPrices } from "#shared/bookings/pricing-input";
import { priceBooking, type PriceBreakdown } from "#shared/bookings/pricing";
import type { Season } from "#shared/bookings/season";
import { vehicleClassesThatFit } from "#shared/bookings/vehicle-fit";
import type { QuoteRequest } from "#shared/bookings/booking.schema";
import type { BookingSettings } from "./booking-settings";
import type { CatalogueExtra, CatalogueProduct, CatalogueRepository, CatalogueRoute, PricedClass } from "./catalogue.repository";
import { refuse, type Refusal } from "./booking-refusal";
import { legRoutesRefusal } from "./trip-routes";

/** The trip part of a quote request or a submission (what the price depends on). */
export type Trip = Omit<QuoteRequest, "vehicleClassSlug">;

export interface TripCatalogue {
  product: CatalogueProduct;
  /** The route each leg travels, in leg order (every leg is served, or load() refused). */
  legRoutes: CatalogueRoute[];
  /** Classes priced on every leg's route that seat the party and carry its bags, smallest first. */
  fitting: PricedClass[];
  /** Classes priced on every leg's route. */
  all: PricedClass[];
  seasons: Season[];
  extras: CatalogueExtra[];
}

const isExtraKind = (kind: string): kind is ExtraKind => (EXTRA_KINDS as readonly string[]).includes(kind);

/**
 * Reads what a trip's price depends on and checks what the schema cannot (the product exists and
 * is active, each leg is one the product serves — trip-routes.ts —, every pickup respects the
 * lead time), then prices it for one class with the shared priceBooking(): each leg at its
 * route's price for that class. Used by the quote and, again, by the submission and by staff
 * bookings and trip edits (the price is never taken from the client).
 */
export function createTripPricing(deps: { catalogue: Pick<CatalogueRepository, "tripCatalogue">; settings: BookingSettings }) {
  return {
    async load(trip: Trip, now: Date): Promise<{ ok: true; value: TripCatalogue } | Refusal> {
      const row = await deps.catalogue.tripCatalogue(trip.productSlug);
      if (!row) return refuse(400, "booking.product.invalid", "productSlug");
      if (!row.product.active) return refuse(400, "booking.product.unavailable", "productSlug");
      const routed = legRoutesRefusal(row.product.kind, row.routes, trip.legs);
      if (!routed.ok) return routed;
      const leadHours = await deps.settings.leadHours();
      for (const [index, leg] of trip.legs.entries()) {
        const refusal = pickupRefusal(new Date(leg.pickupAt), now, leadHours);
        if (refusal) return refuse(400, refusal, `legs.${index}.pickupAt`, refusal === "booking.pickup.tooSoon" ? leadHours : undefined);
      }
      const { product, classes, seasons, extras } = row;
      const legRoutes = routed.value;
      const all = classes.flatMap((vehicle): PricedClass[] => {
        const legPrices = legRoutes.map((route) => route.prices[vehicle.id]);
        return legPrices.every((price) => price !== undefined) ? [{ ...vehicle, legPrices: legPrices as PricedClass["legPrices"] }] : [];
      });
      return {
        ok: true,
        value: { product, legRoutes, all, fitting: vehicleClassesThatFit(all, trip), seasons, extras: extras.filter((e) => isExtraKind(e.kind)) },
      };
    },

    /** The product's and a class's names, unchecked (a replayed booking's confirmation repeats them); null when either is gone. */
    async names(productSlug: string, vehicleClassSlug: string): Promise<{ product: CatalogueProduct["name"]; vehicle: PricedClass["name"] } | null> {
      const row = await deps.catalogue.tripCatalogue(productSlug);
      const vehicle = row?.classes.find((candidate) => candidate.slug === vehicleClassSlug);
      return row && vehicle ? { product: row.product.name, vehicle: vehicle.name } : null;
    },

    /** The class the visitor chose, if it is sold on every leg's route and fits the party. */
    chosenClass(catalogue: TripCatalogue, slug: string): { ok: true; value: PricedClass } | Refusal {
      const chosen = catalogue.all.find((vehicle) => vehicle.slug === slug);
      if (!chosen) return refuse(400, "booking.vehicleClass.unavailable", "vehicleClassSlug");
      if (!catalogue.fitting.includes(chosen)) return refuse(400, "booking.vehicleClass.tooSmall", "vehicleClassSlug");
      return { ok: true, value: chosen };
    },

    price(trip: Trip, catalogue: TripCatalogue, vehicle: PricedClass): { ok: true; value: PriceBreakdown } | Refusal {
      const extraPrices: ExtraPrices = Object.fromEntries(catalogue.extras.map((extra) => [extra.kind, extra.priceHalalas]));
      const legs = pricingLegsFor(trip.legs, vehicle.legPrices, extraPrices);
      if (!legs.ok) return refuse(400, legs.messageKey, legs.path.join("."));
      return { ok: true, value: priceBooking({ productSlug: catalogue.product.slug, legs: legs.legs, seasons: catalogue.seasons }) };
    },
  };
}
export type TripPricing = ReturnType<typeof createTripPricing>;
