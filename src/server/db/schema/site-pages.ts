import { pgTable, text } from "drizzle-orm/pg-core";
import { demoFlag, localized, updatedAt } from "./columns";

/** Editable Markdown pages (privacy, terms). */
export const sitePages = pgTable("site_pages", {
  slug: text("slug").primaryKey(),
  title: localized("title").notNull(),
  body: localized("body").notNull(),
  updatedAt: updatedAt(),
  demo: demoFlag(),
});
