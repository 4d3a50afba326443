import type { ProductRoute, LegShape } from "#shared/products/product-routes";

/**
 * A service the form offers: what the page's loader passes in. Its shape says which fields a leg
 * asks for (a transfer: from and to; a tour: the start and its stops; hourly hire: the start,
 * hours and a plan), its routes which places it serves.
 */
export interface BookingProduct {
  slug: string;
  name: string;
  shape: LegShape;
  routes: ProductRoute[];
  /** Tours: the stops in visiting order, in the page's language. */
  stops: string[];
  /** Hourly hire: the fewest hours any vehicle is hired for (null: no minimum). */
  minimumHours: number | null;
  /** Transfers are booked leg by leg (a return, more legs); other kinds take one leg. */
  severalLegs: boolean;
}

export const productOf = (products: readonly BookingProduct[], slug: string): BookingProduct | undefined => products.find((product) => product.slug === slug);
