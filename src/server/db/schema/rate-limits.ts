import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters kept in the database so limits hold across restarts and processes. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
