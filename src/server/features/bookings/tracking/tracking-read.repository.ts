import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, jobEvents, jobs } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { SHARING_STATUSES } from "#shared/tracking/tracking-constants";

/** The timeline of the track page: the trip's own steps, not dispatch's back and forth. */
const TIMELINE_STATUSES = ["confirmed", "started", "arrived", "on_board", "completed", "no_show", "cancelled"];

/** The reads of the track page and the staff map (legs, their operator, their trip steps). */
export function createTrackingReadRepository(db: Database) {
  const legColumns = {
    id: jobs.id,
    bookingId: jobs.bookingId,
    legIndex: jobs.legIndex,
    status: jobs.status,
    pickupAt: jobs.pickupAt,
    pickup: jobs.pickup,
    dropoff: jobs.dropoff,
    driver: jobs.driver,
    vehicle: jobs.vehicle,
    reference: bookings.reference,
    language: bookings.language,
    operatorName: operators.name,
    operatorPhone: operators.phone,
  };
  return {
    async leg(jobId: number) {
      const [row] = await db
        .select(legColumns)
        .from(jobs)
        .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
        .leftJoin(operators, eq(jobs.operatorId, operators.id))
        .where(eq(jobs.id, jobId));
      return row ?? null;
    },

    /** Every leg under way (the staff live map), by pickup time. */
    liveLegs: () =>
      db
        .select(legColumns)
        .from(jobs)
        .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
        .leftJoin(operators, eq(jobs.operatorId, operators.id))
        .where(inArray(jobs.status, [...SHARING_STATUSES]))
        .orderBy(asc(jobs.pickupAt)),

    timeline: (jobId: number) =>
      db
        .select({ status: jobEvents.toStatus, at: jobEvents.at })
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, jobId), inArray(jobEvents.toStatus, TIMELINE_STATUSES)))
        .orderBy(asc(jobEvents.at), asc(jobEvents.id)),
  };
}
export type TrackingReadRepository = ReturnType<typeof createTrackingReadRepository>;
