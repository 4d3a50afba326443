import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "#server/db/schema/bookings";
import { extras, seasons } from "#server/db/schema/pricing-catalogue";
import { products } from "#server/db/schema/products";
import { removeDemoContent } from "#server/db/seed/remove-demo";
import { startTestServer } from "#server/test-support/test-server";
import { bookThroughApi } from "#server/test-support/create-booking";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ RIHLA_BENCH_RELAXED_LIMITS: "1" });
});
afterAll(async () => server.stop());

describe("npm run demo:remove with real bookings", () => {
  it("removes the demo extras and season but keeps a demo product that real bookings use (and the bookings)", async () => {
    const booked = await bookThroughApi(server.url);
    const db = server.database.db;
    const removal = await removeDemoContent(db);
    expect(removal.removed).toMatchObject({ extras: 4, seasons: 1 });
    expect(removal.kept.products).toBe(1);
    expect(await db.select().from(extras)).toEqual([]);
    expect(await db.select().from(seasons)).toEqual([]);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booked.reference));
    expect((await db.select({ slug: products.slug }).from(products).where(eq(products.id, row!.productId)))[0]?.slug).toBe("jeddah-airport-to-makkah");
    expect((await fetch(`${server.url}/api/booking-info/${booked.token}`)).status).toBe(200);
  });
});
