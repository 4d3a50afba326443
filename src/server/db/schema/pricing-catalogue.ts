import { boolean, date, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";
import { products } from "./products";

/**
 * A date range (Asia/Riyadh calendar days, both ends included) with a price multiplier in basis
 * points (10,000 = ×1), for one product or, with no product, for all (#shared/bookings/season).
 */
export const seasons = pgTable("seasons", {
  id: serial("id").primaryKey(),
  name: localized("name").notNull(),
  startDate: date("start_date", { mode: "string" }).notNull(),
  endDate: date("end_date", { mode: "string" }).notNull(),
  multiplierBasisPoints: integer("multiplier_basis_points").notNull(),
  productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});

/** Extras a leg can carry (#shared/bookings/extras EXTRA_KINDS), each with its price per unit, VAT included. */
export const extras = pgTable("extras", {
  kind: text("kind").primaryKey(),
  name: localized("name").notNull(),
  priceHalalas: integer("price_halalas").notNull(),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});
