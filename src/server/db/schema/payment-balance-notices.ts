import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";

/**
 * The balance link sent for a booking (online payment, issue 25): one row per booking, ever. The
 * primary key is what makes the payments' scheduled task send it once: a second process, an
 * overlapping run or a run after a restart finds the row (or waits for the first insert to
 * commit and then finds it) and sends nothing. Written in the same transaction as the link and
 * the workflow event's messages, so a failed run leaves neither.
 */
export const paymentBalanceNotices = pgTable("payment_balance_notices", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** When the balance fell due, and what remained to pay, as the task saw them. */
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  remainingHalalas: integer("remaining_halalas").notNull(),
  /** The workflow rules' messages queued (empty when no rule was on or the customer had no address for it). */
  outboxIds: jsonb("outbox_ids").$type<number[]>().notNull().default([]),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
