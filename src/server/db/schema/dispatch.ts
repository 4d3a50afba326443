import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { jobs } from "./bookings";
import { operators } from "./operators";

/**
 * DESIGN "Availability request": a leg's question to one operator and their answer. One row per
 * asking; asking the same operator again while a request is open reuses it. `closedAt` is set when
 * the leg is assigned (or goes back to unassigned), which also revokes the availability links.
 */
export const availabilityRequests = pgTable(
  "availability_requests",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    /** null until answered; then #shared/dispatch/dispatch.schema AVAILABILITY_ANSWERS. */
    answer: text("answer"),
    note: text("note"),
    askedByUserId: text("asked_by_user_id"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [index("availability_requests_job_idx").on(table.jobId), index("availability_requests_operator_idx").on(table.operatorId, table.askedAt)],
);
