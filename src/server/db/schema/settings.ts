import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { demoFlag, updatedAt } from "./columns";

/** Key/value settings (company profile, site settings, generated secrets); values are zod-checked by their owners. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});
