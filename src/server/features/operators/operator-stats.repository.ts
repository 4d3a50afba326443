import { and, asc, desc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, jobs } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";

/** Legs that no longer need the operator: not "upcoming" even when their pickup is still ahead. */
const CLOSED_STATUSES = ["completed", "cancelled", "no_show", "declined"];
const LAST_ANSWERS = 10;
const UPCOMING_SHOWN = 20;

/** The figures of one operator's page, read from their legs and availability requests. */
export function createOperatorStatsRepository(db: Database) {
  return {
    upcoming: (operatorId: number, now: Date) =>
      db
        .select({
          jobId: jobs.id,
          bookingId: jobs.bookingId,
          reference: bookings.reference,
          legIndex: jobs.legIndex,
          pickupAt: jobs.pickupAt,
          status: jobs.status,
        })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .where(and(eq(jobs.operatorId, operatorId), gte(jobs.pickupAt, now), notInArray(jobs.status, CLOSED_STATUSES)))
        .orderBy(asc(jobs.pickupAt), asc(jobs.id))
        .limit(UPCOMING_SHOWN),

    async answers(operatorId: number) {
      const [row] = await db
        .select({
          asked: sql<number>`count(*)`.mapWith(Number),
          answered: sql<number>`count(${availabilityRequests.answeredAt})`.mapWith(Number),
          averageSeconds: sql<string | null>`avg(extract(epoch from (${availabilityRequests.answeredAt} - ${availabilityRequests.askedAt})))`,
        })
        .from(availabilityRequests)
        .where(eq(availabilityRequests.operatorId, operatorId));
      return { asked: row?.asked ?? 0, answered: row?.answered ?? 0, averageSeconds: row?.averageSeconds == null ? null : Number(row.averageSeconds) };
    },

    lastAnswers: (operatorId: number) =>
      db
        .select({
          jobId: availabilityRequests.jobId,
          reference: bookings.reference,
          askedAt: availabilityRequests.askedAt,
          answeredAt: availabilityRequests.answeredAt,
          answer: availabilityRequests.answer,
          note: availabilityRequests.note,
        })
        .from(availabilityRequests)
        .innerJoin(jobs, eq(jobs.id, availabilityRequests.jobId))
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .where(eq(availabilityRequests.operatorId, operatorId))
        .orderBy(desc(availabilityRequests.askedAt), desc(availabilityRequests.id))
        .limit(LAST_ANSWERS),

    /** Completed legs and what they earned: all time, and since `monthStart` (pickup time). */
    async completed(operatorId: number, monthStart: Date) {
      const [row] = await db
        .select({
          done: sql<number>`count(*)`.mapWith(Number),
          owed: sql<number>`coalesce(sum(${jobs.operatorPriceHalalas}), 0)`.mapWith(Number),
          owedThisMonth: sql<number>`coalesce(sum(${jobs.operatorPriceHalalas}) filter (where ${jobs.pickupAt} >= ${monthStart.toISOString()}), 0)`.mapWith(
            Number,
          ),
        })
        .from(jobs)
        .where(and(eq(jobs.operatorId, operatorId), eq(jobs.status, "completed")));
      return { done: row?.done ?? 0, owed: row?.owed ?? 0, owedThisMonth: row?.owedThisMonth ?? 0 };
    },
  };
}
export type OperatorStatsRepository = ReturnType<typeof createOperatorStatsRepository>;
