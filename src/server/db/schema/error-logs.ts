import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Client and server errors, one row per fingerprint (same place, same message), counted. */
export const errorLogs = pgTable(
  "error_logs",
  {
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
    /** The most recent distinct pages it happened on (capped), newest first. */
    urls: jsonb("urls").$type<string[]>().notNull().default([]),
    /** How often per browser family ("Chrome 131 · Android"; "server" for the server's own). */
    browsers: jsonb("browsers").$type<Record<string, number>>().notNull().default({}),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
    /** How many times a resolved group came back. */
    reopenedCount: integer("reopened_count").notNull().default(0),
  },
  (table) => [index("error_logs_last_seen_idx").on(table.lastSeenAt)],
);
