import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, customers, jobs } from "#server/db/schema/bookings";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import type { PriceBreakdown } from "#shared/bookings/pricing";

let serial = 0;

/**
 * For API tests only: a booking as the public form (or staff) would have stored it, written
 * straight to the tables so the tracker's tests do not depend on the booking service. Legs start
 * `hoursFromNow` ahead, one hour apart.
 */
export async function insertTestBooking(
  db: Database,
  options: {
    status?: string;
    source?: string;
    name?: string;
    phone?: string;
    hoursFromNow?: number[];
    productSlug?: string;
    vehicleClassSlug?: string;
    language?: "en" | "ar";
  } = {},
) {
  serial += 1;
  const [product] = await db
    .select()
    .from(products)
    .where(options.productSlug ? eq(products.slug, options.productSlug) : undefined)
    .limit(1);
  const [vehicleClass] = await db
    .select()
    .from(vehicleClasses)
    .where(options.vehicleClassSlug ? eq(vehicleClasses.slug, options.vehicleClassSlug) : undefined)
    .limit(1);
  const phone = options.phone ?? `+9665${String(10_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`;
  const [customer] = await db
    .insert(customers)
    .values({ name: options.name ?? `Test Pilgrim ${serial}`, phone, email: null, country: "SA", language: "en" })
    .onConflictDoUpdate({ target: customers.phone, set: { name: options.name ?? `Test Pilgrim ${serial}` } })
    .returning();
  const breakdown = { legs: [], totalHalalas: 35_000, vatHalalas: 4_565 } as unknown as PriceBreakdown;
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: `RH-2026-${String(900_000 + serial + Math.floor(Math.random() * 90_000)).padStart(6, "0")}`,
      customerId: customer!.id,
      productId: product!.id,
      vehicleClassId: vehicleClass!.id,
      status: options.status ?? "pending",
      adults: 2,
      bags: 2,
      priceBreakdown: breakdown,
      totalHalalas: 35_000,
      source: options.source ?? "web",
      language: options.language ?? "en",
    })
    .returning();
  const hours = options.hoursFromNow ?? [72];
  await db.insert(jobs).values(
    hours.map((h, legIndex) => ({
      bookingId: booking!.id,
      legIndex,
      pickupAt: new Date(Date.now() + h * 3_600_000),
      pickup: { type: "place", placeId: "jed-terminal-1" },
      dropoff: { type: "place", placeId: "makkah-ajyad" },
      vehicleClassId: vehicleClass!.id,
      priceHalalas: 35_000,
    })),
  );
  return {
    id: booking!.id,
    reference: booking!.reference,
    customerName: customer!.name,
    phone,
    productSlug: product!.slug,
    vehicleClassSlug: vehicleClass!.slug,
  };
}
