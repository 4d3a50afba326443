import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#shared/i18n/localized-text";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";

/** A service that can be booked; kinds are listed in #shared/products/product-kinds. */
export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  kind: text("kind").notNull(),
  name: localized("name").notNull(),
  summary: localized("summary").notNull(),
  description: localized("description").notNull(),
  image: text("image").notNull(),
  /** Ziyarat tours: the stops in visiting order, named per language (shown on the booking form). */
  stops: jsonb("stops")
    .$type<LocalizedText[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});
