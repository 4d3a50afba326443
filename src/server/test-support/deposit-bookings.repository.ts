import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, customers, jobs } from "#server/db/schema/bookings";
import { payments, productPaymentSettings } from "#server/db/schema/payments";
import { products } from "#server/db/schema/products";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";
import type { PriceBreakdown } from "#shared/bookings/pricing";

let serial = 0;

/**
 * For API tests only (payments, the staff list's payment marks): a booking of 350 SAR written straight to the tables (one leg,
 * `pickupIn` hours from the real now), its product taking a 25 % deposit with the balance due
 * 48 hours before the first pickup (`balanceDueHours`, or no deposit rule with `mode: "none"`),
 * and `paid` halalas captured online, optionally `failed` after them.
 */
export async function insertDepositBooking(
  db: Database,
  options: {
    name: string;
    pickupIn?: number;
    paid?: number;
    failed?: boolean;
    status?: string;
    paymentStatus?: string;
    language?: "en" | "ar";
    email?: string;
    mode?: "percent" | "none";
  },
) {
  serial += 1;
  const [product] = await db.select().from(products).limit(1);
  const [vehicleClass] = await db.select().from(vehicleClasses).limit(1);
  const phone = `+9665${String(20_000_000 + serial * 7_919 + Math.floor(Math.random() * 1_000)).slice(0, 8)}`;
  const [customer] = await db
    .insert(customers)
    .values({ name: options.name, phone, email: options.email ?? null, whatsapp: !options.email, country: "SA", language: "en" })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: `RH-2026-${String(700_000 + serial * 13 + Math.floor(Math.random() * 10)).padStart(6, "0")}`,
      customerId: customer!.id,
      productId: product!.id,
      vehicleClassId: vehicleClass!.id,
      status: options.status ?? "confirmed",
      paymentStatus: options.paymentStatus ?? (options.paid ? "deposit" : "unpaid"),
      adults: 2,
      bags: 2,
      priceBreakdown: { legs: [], totalHalalas: 35_000, vatHalalas: 4_565 } as unknown as PriceBreakdown,
      totalHalalas: 35_000,
      source: "web",
      language: options.language ?? "en",
    })
    .returning();
  await db.insert(jobs).values({
    bookingId: booking!.id,
    legIndex: 0,
    pickupAt: new Date(Date.now() + (options.pickupIn ?? 72) * 3_600_000),
    pickup: { type: "place", placeId: "jed-terminal-1" },
    dropoff: { type: "place", placeId: "makkah-ajyad" },
    vehicleClassId: vehicleClass!.id,
    priceHalalas: 35_000,
  });
  const settings = { depositMode: options.mode ?? "percent", depositPercent: 25, depositFixedHalalas: null, allowFull: false, balanceDueHours: 48 };
  await db
    .insert(productPaymentSettings)
    .values({ productId: product!.id, ...settings })
    .onConflictDoUpdate({ target: productPaymentSettings.productId, set: settings });
  const at = Date.now();
  if (options.paid)
    await db
      .insert(payments)
      .values({ bookingId: booking!.id, kind: "deposit", amountHalalas: options.paid, status: "paid", paidAt: new Date(at), createdAt: new Date(at) });
  if (options.failed)
    await db
      .insert(payments)
      .values({ bookingId: booking!.id, kind: options.paid ? "balance" : "deposit", amountHalalas: 8_750, status: "failed", createdAt: new Date(at + 1_000) });
  return { id: booking!.id, reference: booking!.reference, phone };
}

/** The product's deposit rule back to none (pay later), as the demo has it. */
export const clearDepositRules = (db: Database) => db.delete(productPaymentSettings).where(eq(productPaymentSettings.depositMode, "percent"));
