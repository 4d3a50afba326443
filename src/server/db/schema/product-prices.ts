import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { demoFlag } from "./columns";
import { productRoutes } from "./product-routes";
import { products } from "./products";
import { vehicleClasses } from "./vehicle-classes";

/**
 * A route's price for a vehicle class (migration 0013): money is SAR in integer halalas; per trip,
 * or per hour with a minimum number of hours. product_id repeats the route's product so the
 * "from" prices and the demo removal read one table.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    routeId: integer("route_id")
      .notNull()
      .references(() => productRoutes.id, { onDelete: "cascade" }),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: "cascade" }),
    unit: text("unit").notNull().default("trip"),
    amountHalalas: integer("amount_halalas").notNull(),
    minimumHours: integer("minimum_hours"),
    demo: demoFlag(),
  },
  (table) => [primaryKey({ columns: [table.routeId, table.vehicleClassId] })],
);
