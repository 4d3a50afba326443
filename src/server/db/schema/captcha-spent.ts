import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Solved captcha challenges, so one solution cannot be replayed before it expires. */
export const captchaSpent = pgTable("captcha_spent", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
