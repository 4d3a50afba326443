import type { Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { EXTRA_KINDS, type ExtraKind } from "#shared/bookings/extras";
import type { AdminCatalogue } from "#shared/products/catalogue-admin-answers";
import {
  multiplierToBasisPoints,
  riyalsToHalalas,
  type ExtraInput,
  type ProductInput,
  type SeasonInput,
  type VehicleClassInput,
} from "#shared/products/catalogue-admin.schema";
import type { PriceUnit, ProductKind } from "#shared/products/product-kinds";
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
      const [products, vehicleClasses, prices, seasons, extras] = await Promise.all([
        repository.listProducts(),
        repository.listVehicleClasses(),
        repository.listPrices(),
        repository.listSeasons(),
        repository.listExtras(),
      ]);
      return {
        products: products.map(({ createdAt: _c, updatedAt: _u, demo: _d, ...row }) => ({ ...row, kind: row.kind as ProductKind })),
        vehicleClasses: vehicleClasses.map(({ createdAt: _c, updatedAt: _u, demo: _d, ...row }) => row),
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

    savePrice: (actor: Actor, productId: number, input: ReturnType<typeof normalisePrice>) =>
      write(async (tx) => {
        if (!(await repository.product(tx, productId))) return notFound("This product no longer exists.");
        if (!(await repository.vehicleClass(tx, input.vehicleClassId))) return notFound("This vehicle class no longer exists.");
        const before = await repository.price(tx, productId, input.vehicleClassId);
        const after = await repository.upsertPrice(tx, { productId, ...input });
        await audit.record(tx, actor, {
          action: "product_price.save",
          entity: "product_price",
          entityId: `${productId}:${input.vehicleClassId}`,
          before,
          after,
        });
        return { kind: "ok" };
      }),

    deletePrice: (actor: Actor, productId: number, vehicleClassId: number) =>
      write(async (tx) => {
        const before = await repository.price(tx, productId, vehicleClassId);
        if (!before) return notFound("This price no longer exists.");
        await repository.deletePrice(tx, productId, vehicleClassId);
        await audit.record(tx, actor, { action: "product_price.delete", entity: "product_price", entityId: `${productId}:${vehicleClassId}`, before });
        return { kind: "ok" };
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

/** A parsed price form as stored: halalas, and a minimum only for hourly prices. */
export function normalisePrice(input: { vehicleClassId: number; unit: PriceUnit; amountRiyals: number; minimumHours: number | null }) {
  return { vehicleClassId: input.vehicleClassId, unit: input.unit, amountHalalas: riyalsToHalalas(input.amountRiyals), minimumHours: input.minimumHours };
}
