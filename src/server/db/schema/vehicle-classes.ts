import { boolean, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#shared/i18n/localized-text";
import { createdAt, demoFlag, localized, updatedAt } from "./columns";

export const vehicleClasses = pgTable("vehicle_classes", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
  description: localized("description").notNull(),
  image: text("image").notNull(),
  passengers: integer("passengers").notNull(),
  bags: integer("bags").notNull(),
  features: jsonb("features").$type<LocalizedText[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});
