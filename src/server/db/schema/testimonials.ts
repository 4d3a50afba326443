import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, demoFlag, updatedAt } from "./columns";
import { users } from "./users";

/**
 * Customers write in their own language; `language` says which. A review sent from the thank-you
 * link of a completed booking carries that booking (one review per booking) and is `verified`.
 */
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
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason"),
    /** The company's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demoFlag(),
  },
  (table) => [index("testimonials_status_idx").on(table.status, table.createdAt), uniqueIndex("testimonials_booking_idx").on(table.bookingId)],
);
