import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { demoFlag } from "./columns";
import { products } from "./products";

/**
 * What a service serves (#shared/products/product-routes): from a zone to a zone (and back when
 * both_ways), or from a start zone only (to_zone null: tours and hourly hire). Zones are
 * #shared/bookings/zones ZONES. Prices hang on a route and a vehicle class (product_prices).
 * Null zones on a migrated route mean "not set yet": such a route serves nothing until staff
 * choose its zones in admin products (migration 0013 could not tell them from the product).
 */
export const productRoutes = pgTable(
  "product_routes",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fromZone: text("from_zone"),
    toZone: text("to_zone"),
    bothWays: boolean("both_ways").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    demo: demoFlag(),
  },
  (table) => [index("product_routes_product_idx").on(table.productId)],
);
