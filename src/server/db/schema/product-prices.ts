import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { demoFlag } from "./columns";
import { products } from "./products";
import { vehicleClasses } from "./vehicle-classes";

/** Money is SAR in integer halalas; per trip, or per hour with a minimum number of hours. */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vehicleClassId: integer("vehicle_class_id")
      .notNull()
      .references(() => vehicleClasses.id, { onDelete: "cascade" }),
    unit: text("unit").notNull().default("trip"),
    amountHalalas: integer("amount_halalas").notNull(),
    minimumHours: integer("minimum_hours"),
    demo: demoFlag(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.vehicleClassId] })],
);
