import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Client and server errors, one row per fingerprint (same place, same message), counted. */
export const errorLogs = pgTable("error_logs", {
  id: serial("id").primaryKey(),
  fingerprint: text("fingerprint").notNull().unique(),
  source: text("source").notNull(),
  message: text("message").notNull(),
  stack: text("stack"),
  url: text("url"),
  count: integer("count").notNull().default(1),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  resolved: boolean("resolved").notNull().default(false),
});
