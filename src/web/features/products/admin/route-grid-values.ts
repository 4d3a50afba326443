import type { Zone } from "#shared/bookings/zones";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import { halalasToRiyals, type ProductRoutesInput } from "#shared/products/catalogue-admin.schema";
import type { LocalizedText } from "#shared/i18n/localized-text";

/** A price cell as typed: riyals and (hourly hire) minimum hours; blank riyals = the class is not offered on this route. */
export interface GridCell {
  riyals: string;
  minimumHours: string;
}

/** One row of the route × class grid. */
export interface GridRow {
  /** Stored route id; null for a row added on this screen. */
  id: number | null;
  /** React key that survives reordering. */
  key: string;
  fromZone: Zone | "";
  toZone: Zone | "";
  bothWays: boolean;
  cells: Record<number, GridCell>;
}

let added = 0;
export const newRowKey = () => `new-${(added += 1)}`;

export const emptyCell = (): GridCell => ({ riyals: "", minimumHours: "" });

/** The stored routes and prices of one product as grid rows. */
export function gridRowsOf(catalogue: AdminCatalogue, productId: number): GridRow[] {
  return catalogue.routes
    .filter((route) => route.productId === productId)
    .map((route) => {
      const cells: Record<number, GridCell> = {};
      for (const price of catalogue.prices.filter((p) => p.routeId === route.id))
        cells[price.vehicleClassId] = {
          riyals: String(halalasToRiyals(price.amountHalalas)),
          minimumHours: price.minimumHours ? String(price.minimumHours) : "",
        };
      return { id: route.id, key: `route-${route.id}`, fromZone: route.fromZone ?? "", toZone: route.toZone ?? "", bothWays: route.bothWays, cells };
    });
}

/** Copy-down: the row's prices into every row below it (zones stay). */
export function copyDown(rows: readonly GridRow[], index: number): GridRow[] {
  const source = rows[index];
  if (!source) return [...rows];
  return rows.map((row, i) => (i > index ? { ...row, cells: structuredClone(source.cells) } : row));
}

/**
 * The grid as the save request (the shared schema judges it): blank cells left out, numbers as
 * typed (a non-number stays NaN so the schema names it), a start-only product without destinations.
 */
export function routesPayload(rows: readonly GridRow[], stops: LocalizedText[], startOnly: boolean, hourly: boolean): ProductRoutesInput {
  return {
    stops,
    routes: rows.map((row) => ({
      id: row.id,
      fromZone: row.fromZone as Zone,
      toZone: startOnly ? null : (row.toZone as Zone),
      bothWays: startOnly ? true : row.bothWays,
      prices: Object.entries(row.cells)
        .filter(([, cell]) => cell.riyals.trim() !== "")
        .map(([vehicleClassId, cell]) => ({
          vehicleClassId: Number(vehicleClassId),
          amountRiyals: Number(cell.riyals),
          minimumHours: hourly ? Number(cell.minimumHours || "1") : null,
        })),
    })),
  };
}
