import type { Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { EXTRA_KINDS, type ExtraKind } from "#shared/bookings/extras";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import {
  multiplierToBasisPoints,
  riyalsToHalalas,
  type ExtraInput,
  type ProductInput,
  type ProductRoutesInput,
  type SeasonInput,
  type VehicleClassInput,
} from "#shared/products/catalogue-admin.schema";
import type { PriceUnit, ProductKind } from "#shared/products/product-kinds";
import { legShapeOf, startsOnly } from "#shared/products/product-routes";
import { isZone } from "#shared/bookings/zones";
import type { CatalogueAdminRepository } from "./catalogue-admin.repository";

export type CatalogueChange = { kind: "ok"; id?: number | string } | { kind: "not-found"; message: string } | { kind: "conflict"; message: string };

const notFound = (message: string): CatalogueChange => ({ kind: "not-found", message });
const conflict = (message: string): CatalogueChange => ({ kind: "conflict", message });

/**
 * Admin products: every write runs in one transaction with its audit entry (before/after), and
 * once committed clears the public page cache and pricing's catalogue, so the services, fleet and
 * booking pages and the next quote show the change at once (in this process; others within 5 s).
 */
export function createCatalogueAdminService(deps: {
  repository: CatalogueAdminRepository;
  audit: AuditLog;
  clearPageCache: () => void;
  /** Tells pricing's in-memory catalogue (bookings) to read again. */
  catalogueChanged: () => void;
}) {
  const { repository, audit } = deps;
  async function write(work: (tx: Transaction) => Promise<CatalogueChange>): Promise<CatalogueChange> {
    const result = await repository.transaction(work);
    if (result.kind === "ok") {
      deps.catalogueChanged();
      deps.clearPageCache();
    }
    return result;
  }

  return {
    async catalogue(): Promise<AdminCatalogue> {
      const [products, vehicleClasses, routes, prices, seasons, extras] = await Promise.all([
        repository.listProducts(),
        repository.listVehicleClasses(),
        repository.listRoutes(),
        repository.listPrices(),
        repository.listSeasons(),
        repository.listExtras(),
      ]);
      return {
        products: products.map(({ createdAt: _c, updatedAt: _u, demo: _d, ...row }) => ({ ...row, kind: row.kind as ProductKind })),
        vehicleClasses: vehicleClasses.map(({ createdAt: _c, updatedAt: _u, demo: _d, ...row }) => row),
        routes: routes.map((row) => ({
          id: row.id,
          productId: row.productId,
          // A migrated route whose zones were never chosen shows empty: it serves nothing until staff choose them.
          fromZone: isZone(row.fromZone) ? row.fromZone : null,
          toZone: isZone(row.toZone) ? row.toZone : null,
          bothWays: row.bothWays,
        })),
        prices: prices.map(({ demo: _d, ...row }) => ({ ...row, unit: row.unit as PriceUnit })),
        seasons: seasons.map(({ createdAt: _c, updatedAt: _u, demo: _d, ...row }) => row),
        extras: EXTRA_KINDS.map((kind) => {
          const row = extras.find((extra) => extra.kind === kind);
          return row
            ? { kind, name: row.name, priceHalalas: row.priceHalalas, active: row.active, sortOrder: row.sortOrder, stored: true }
            : { kind, name: { en: kind.replace(/_/g, " "), ar: "" }, priceHalalas: 0, active: false, sortOrder: EXTRA_KINDS.indexOf(kind), stored: false };
        }),
      };
    },

    saveProduct: (actor: Actor, id: number | null, input: ProductInput) =>
      write(async (tx) => {
        if (await repository.slugTaken(tx, "products", input.slug, id)) return conflict("Another product already uses this address (slug).");
        if (id === null) {
          const row = await repository.insertProduct(tx, input);
          await audit.record(tx, actor, { action: "product.create", entity: "product", entityId: String(row.id), after: input });
          return { kind: "ok", id: row.id };
        }
        const before = await repository.product(tx, id);
        if (!before) return notFound("This product no longer exists.");
        await repository.updateProduct(tx, id, input);
        await audit.record(tx, actor, { action: "product.update", entity: "product", entityId: String(id), before, after: input });
        return { kind: "ok", id };
      }),

    deleteProduct: (actor: Actor, id: number) =>
      write(async (tx) => {
        const before = await repository.product(tx, id);
        if (!before) return notFound("This product no longer exists.");
        if ((await repository.bookingsOfProduct(tx, id)) > 0) return conflict("This product has bookings, so it cannot be deleted. Make it inactive instead.");
        await repository.deleteProduct(tx, id);
        await audit.record(tx, actor, { action: "product.delete", entity: "product", entityId: String(id), before });
        return { kind: "ok", id };
      }),

    saveVehicleClass: (actor: Actor, id: number | null, input: VehicleClassInput) =>
      write(async (tx) => {
        if (await repository.slugTaken(tx, "vehicleClasses", input.slug, id)) return conflict("Another vehicle class already uses this address (slug).");
        if (id === null) {
          const row = await repository.insertVehicleClass(tx, input);
          await audit.record(tx, actor, { action: "vehicle_class.create", entity: "vehicle_class", entityId: String(row.id), after: input });
          return { kind: "ok", id: row.id };
        }
        const before = await repository.vehicleClass(tx, id);
        if (!before) return notFound("This vehicle class no longer exists.");
        await repository.updateVehicleClass(tx, id, input);
        await audit.record(tx, actor, { action: "vehicle_class.update", entity: "vehicle_class", entityId: String(id), before, after: input });
        return { kind: "ok", id };
      }),

    deleteVehicleClass: (actor: Actor, id: number) =>
      write(async (tx) => {
        const before = await repository.vehicleClass(tx, id);
        if (!before) return notFound("This vehicle class no longer exists.");
        if ((await repository.bookingsOfVehicleClass(tx, id)) > 0)
          return conflict("This vehicle class is used by bookings, so it cannot be deleted. Make it inactive instead.");
        await repository.deleteVehicleClass(tx, id);
        await audit.record(tx, actor, { action: "vehicle_class.delete", entity: "vehicle_class", entityId: String(id), before });
        return { kind: "ok", id };
      }),

    saveRoutes: (actor: Actor, productId: number, input: ProductRoutesInput) =>
      write(async (tx) => {
        const product = await repository.product(tx, productId);
        if (!product) return notFound("This product no longer exists.");
        const startOnly = startsOnly(product.kind);
        if (input.routes.some((route) => startOnly !== (route.toZone === null)))
          return conflict(startOnly ? "A tour or an hourly hire has a start place only." : "A transfer route needs a destination.");
        if (input.stops.length > 0 && legShapeOf(product.kind) !== "tour") return conflict("Stops are for ziyarat tours only.");
        const [routesBefore, pricesBefore, classes] = await Promise.all([
          repository.routesOf(tx, productId),
          repository.pricesOf(tx, productId),
          repository.listVehicleClassIds(tx),
        ]);
        if (input.routes.some((route) => route.id !== null && !routesBefore.some((row) => row.id === route.id)))
          return conflict("A route of this product no longer exists; reload the page.");
        if (input.routes.some((route) => route.prices.some((price) => !classes.includes(price.vehicleClassId))))
          return notFound("A vehicle class in this grid no longer exists.");
        // An hourly hire is priced per hour (with its minimum); every other kind per trip.
        const unit: PriceUnit = legShapeOf(product.kind) === "hourly" ? "hour" : "trip";
        const routes = input.routes.map((route) => ({
          ...route,
          prices: route.prices.map((price) => ({
            vehicleClassId: price.vehicleClassId,
            unit,
            amountHalalas: riyalsToHalalas(price.amountRiyals),
            minimumHours: unit === "hour" ? (price.minimumHours ?? 1) : null,
          })),
        }));
        await repository.replaceRoutes(tx, productId, routes);
        await repository.setStops(tx, productId, input.stops);
        await audit.record(tx, actor, {
          action: "product_routes.save",
          entity: "product",
          entityId: String(productId),
          before: { routes: routesBefore, prices: pricesBefore, stops: product.stops },
          after: { routes, stops: input.stops },
        });
        return { kind: "ok", id: productId };
      }),

    saveSeason: (actor: Actor, id: number | null, input: SeasonInput) =>
      write(async (tx) => {
        if (input.productId !== null && !(await repository.product(tx, input.productId))) return notFound("The chosen product no longer exists.");
        const values = {
          name: input.name,
          startDate: input.startDate,
          endDate: input.endDate,
          multiplierBasisPoints: multiplierToBasisPoints(input.multiplier),
          productId: input.productId,
        };
        if (id === null) {
          const row = await repository.insertSeason(tx, values);
          await audit.record(tx, actor, { action: "season.create", entity: "season", entityId: String(row.id), after: values });
          return { kind: "ok", id: row.id };
        }
        const before = await repository.season(tx, id);
        if (!before) return notFound("This season no longer exists.");
        await repository.updateSeason(tx, id, values);
        await audit.record(tx, actor, { action: "season.update", entity: "season", entityId: String(id), before, after: values });
        return { kind: "ok", id };
      }),

    deleteSeason: (actor: Actor, id: number) =>
      write(async (tx) => {
        const before = await repository.season(tx, id);
        if (!before) return notFound("This season no longer exists.");
        await repository.deleteSeason(tx, id);
        await audit.record(tx, actor, { action: "season.delete", entity: "season", entityId: String(id), before });
        return { kind: "ok", id };
      }),

    saveExtra: (actor: Actor, kind: ExtraKind, input: ExtraInput) =>
      write(async (tx) => {
        const before = await repository.extra(tx, kind);
        const after = await repository.upsertExtra(tx, {
          kind,
          name: input.name,
          priceHalalas: riyalsToHalalas(input.amountRiyals),
          active: input.active,
          sortOrder: input.sortOrder,
        });
        await audit.record(tx, actor, { action: "extra.save", entity: "extra", entityId: kind, before, after });
        return { kind: "ok", id: kind };
      }),
  };
}
export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
