import type { ExtraKind } from "../bookings/extras";
import type { Zone } from "../bookings/zones";
import type { LocalizedText } from "../i18n/localized-text";
import type { PriceUnit, ProductKind } from "./product-kinds";

/** GET /api/admin/products: the whole catalogue as admin products edits it (inactive rows included). */
export interface AdminProduct {
  id: number;
  slug: string;
  kind: ProductKind;
  name: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  image: string;
  /** Ziyarat tours: the stops in visiting order. */
  stops: LocalizedText[];
  active: boolean;
  sortOrder: number;
}
export interface AdminVehicleClass {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  passengers: number;
  bags: number;
  features: LocalizedText[];
  active: boolean;
  sortOrder: number;
}
/** A route of a product (#shared/products/product-routes); null zones: a migrated route staff must still set. */
export interface AdminRoute {
  id: number;
  productId: number;
  fromZone: Zone | null;
  toZone: Zone | null;
  bothWays: boolean;
}
export interface AdminPrice {
  productId: number;
  routeId: number;
  vehicleClassId: number;
  unit: PriceUnit;
  amountHalalas: number;
  minimumHours: number | null;
}
export interface AdminSeason {
  id: number;
  name: LocalizedText;
  startDate: string;
  endDate: string;
  multiplierBasisPoints: number;
  productId: number | null;
}
export interface AdminExtra {
  kind: ExtraKind;
  name: LocalizedText;
  priceHalalas: number;
  active: boolean;
  sortOrder: number;
  /** False when the extra has never been priced (not offered until it is). */
  stored: boolean;
}
export interface AdminCatalogue {
  products: AdminProduct[];
  vehicleClasses: AdminVehicleClass[];
  routes: AdminRoute[];
  prices: AdminPrice[];
  seasons: AdminSeason[];
  extras: AdminExtra[];
}
