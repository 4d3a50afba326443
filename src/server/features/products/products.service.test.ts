import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client";
import { productPrices } from "#server/db/schema/product-prices";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import { createProductsRepository } from "./products.repository";
import { createProductsService, type ProductsService } from "./products.service";

/** Issue 13: each vehicle class on /fleet says "from SAR N", the least a booking with it costs. */
let handle: DatabaseHandle;
let service: ProductsService;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  service = createProductsService(createProductsRepository(handle.db));
});
afterAll(async () => handle.close());

const fromPrices = async () => Object.fromEntries((await service.vehicleClasses("en")).map((vehicle) => [vehicle.slug, vehicle.fromHalalas]));

describe("vehicle classes' lowest price", () => {
  it("is the lowest price among active services for that class", async () => {
    // Demo prices (content/products.json): the Madinah airport transfer is the cheapest for a sedan,
    // the Madinah ziyarat tour for a bus; the hourly driver's 90 riyals an hour count as 3 hours.
    expect(await fromPrices()).toMatchObject({ sedan: 15000, suv: 25000, van: 28000, minibus: 35000, coaster: 60000, bus: 110000 });
  });

  it("leaves inactive services out and counts an hourly price for its minimum hours", async () => {
    const [madinah] = await handle.db.select().from(products).where(eq(products.slug, "madinah-airport-to-madinah-hotel"));
    const [hourly] = await handle.db.select().from(products).where(eq(products.slug, "hourly-driver"));
    const [sedan] = await handle.db.select().from(vehicleClasses).where(eq(vehicleClasses.slug, "sedan"));
    await handle.db.update(products).set({ active: false }).where(eq(products.id, madinah!.id));
    expect((await fromPrices()).sedan).toBe(18000);
    await handle.db
      .update(productPrices)
      .set({ amountHalalas: 4000, minimumHours: 3 })
      .where(and(eq(productPrices.productId, hourly!.id), eq(productPrices.vehicleClassId, sedan!.id)));
    expect((await fromPrices()).sedan).toBe(12000);
  });

  it("is null for a class no active service offers", async () => {
    await handle.db
      .update(products)
      .set({ active: false })
      .where(inArray(products.slug, ["jeddah-airport-to-makkah", "makkah-to-madinah", "makkah-ziyarat-tour", "madinah-ziyarat-tour"]));
    expect((await fromPrices()).bus).toBeNull();
  });
});
