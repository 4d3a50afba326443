import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, demoFlag, updatedAt } from "./columns";

/** Customers write in their own language; `language` says which. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("pending"),
    featured: boolean("featured").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demoFlag(),
  },
  (table) => [index("testimonials_status_idx").on(table.status, table.createdAt)],
);
