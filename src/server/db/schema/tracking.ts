import { doublePrecision, index, integer, pgTable, real, timestamp, uniqueIndex, bigserial } from "drizzle-orm/pg-core";
import { jobs } from "./bookings";

/**
 * DESIGN "Location ping": the driver's phone's fixes while a leg is under way, kept 30 days
 * (POSITION_RETENTION_DAYS) then purged. One fix per job and moment: a re-sent fix (the page's
 * queue after a dropped answer) hits the unique index and is ignored.
 */
export const vehiclePositions = pgTable(
  "vehicle_positions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Metres. */
    accuracy: real("accuracy").notNull(),
    /** m/s; null when the phone does not know. */
    speed: real("speed"),
    /** Degrees from true north; null when unknown. */
    heading: real("heading"),
    /** When the phone took the fix. */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    /** When the server stored it ("last heard"). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The page's counter (diagnostics: gaps show lost fixes). */
    sequence: integer("sequence").notNull(),
  },
  (table) => [uniqueIndex("vehicle_positions_job_time_idx").on(table.jobId, table.recordedAt), index("vehicle_positions_recorded_idx").on(table.recordedAt)],
);
