import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings, jobEvents, jobs } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { operators } from "#server/db/schema/operators";
import { users } from "#server/db/schema/users";
import { vehicleClasses } from "#server/db/schema/vehicle-classes";

type Executor = Database | Transaction;

/** Dispatch's reads and its availability-request writes (moves themselves go through job-moves). */
export function createDispatchRepository(db: Database) {
  return {
    async job(jobId: number) {
      const [row] = await db
        .select({
          job: jobs,
          reference: bookings.reference,
          adults: bookings.adults,
          children: bookings.children,
          infants: bookings.infants,
          bags: bookings.bags,
        })
        .from(jobs)
        .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
        .where(eq(jobs.id, jobId));
      return row ?? null;
    },

    async operatorSummary(operatorId: number) {
      const [row] = await db
        .select({ id: operators.id, name: operators.name, phone: operators.phone, language: operators.language })
        .from(operators)
        .where(eq(operators.id, operatorId));
      return row ?? null;
    },

    /** The leg's open round: one row per operator asked, with their answer. */
    async openRequests(executor: Executor, jobId: number) {
      return executor
        .select({
          id: availabilityRequests.id,
          operatorId: availabilityRequests.operatorId,
          operatorName: operators.name,
          answer: availabilityRequests.answer,
          note: availabilityRequests.note,
          askedAt: availabilityRequests.askedAt,
          answeredAt: availabilityRequests.answeredAt,
        })
        .from(availabilityRequests)
        .innerJoin(operators, eq(availabilityRequests.operatorId, operators.id))
        .where(and(eq(availabilityRequests.jobId, jobId), isNull(availabilityRequests.closedAt)))
        .orderBy(asc(availabilityRequests.askedAt), asc(availabilityRequests.id));
    },

    async addRequests(tx: Transaction, rows: { jobId: number; operatorId: number; askedByUserId: string | null; askedAt: Date }[]) {
      if (rows.length > 0) await tx.insert(availabilityRequests).values(rows);
    },

    async answerRequest(tx: Transaction, id: number, answer: { answer: string; note: string | null; answeredAt: Date }) {
      await tx.update(availabilityRequests).set(answer).where(eq(availabilityRequests.id, id));
    },

    async events(jobId: number) {
      return db
        .select({
          at: jobEvents.at,
          actor: jobEvents.actor,
          source: jobEvents.source,
          fromStatus: jobEvents.fromStatus,
          toStatus: jobEvents.toStatus,
          note: jobEvents.note,
          data: jobEvents.data,
          by: users.name,
        })
        .from(jobEvents)
        .leftJoin(users, eq(jobEvents.userId, users.id))
        .where(eq(jobEvents.jobId, jobId))
        .orderBy(asc(jobEvents.at), asc(jobEvents.id));
    },

    async vehicleClassName(id: number) {
      const [row] = await db.select({ name: vehicleClasses.name }).from(vehicleClasses).where(eq(vehicleClasses.id, id));
      return row?.name ?? null;
    },

    /** Legs staff must look at (no answer in time, declined, nobody available), soonest pickup first, with whom it concerned. */
    async alerts() {
      const lastOperator = sql<string | null>`(
        select ${jobEvents.data} ->> 'operatorName' from ${jobEvents}
        where ${jobEvents.jobId} = ${jobs.id} and ${jobEvents.data} ->> 'operatorName' is not null
        order by ${jobEvents.at} desc, ${jobEvents.id} desc limit 1)`;
      return db
        .select({
          jobId: jobs.id,
          bookingId: jobs.bookingId,
          reference: bookings.reference,
          legIndex: jobs.legIndex,
          pickupAt: jobs.pickupAt,
          reason: jobs.attention,
          at: jobs.attentionAt,
          operatorName: lastOperator,
        })
        .from(jobs)
        .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
        .where(and(isNotNull(jobs.attention), notInArray(jobs.status, ["completed", "cancelled", "no_show"])))
        .orderBy(asc(jobs.pickupAt), desc(jobs.id))
        .limit(200);
    },

    /** Assigned legs whose confirmation deadline has passed (the no-answer timeout). */
    async overdueAssigned(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, "assigned"), lte(jobs.confirmBy, now)))
        .orderBy(asc(jobs.confirmBy))
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** Confirmed legs whose pickup is within the start-link time and that have no start link yet. */
    async dueStartLinks(now: Date, until: Date): Promise<number[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, "confirmed"),
            isNull(jobs.startLinkSentAt),
            lte(jobs.pickupAt, until),
            gt(jobs.pickupAt, new Date(now.getTime() - 12 * 3_600_000)),
          ),
        )
        .orderBy(asc(jobs.pickupAt))
        .limit(200);
      return rows.map((row) => row.id);
    },

    /** Legs with an operator price whose pickup falls in [from, to): what the customer pays for the leg and what the operator is paid. */
    async legMoney(from: Date, to: Date) {
      return db
        .select({ pickupAt: jobs.pickupAt, customerHalalas: jobs.priceHalalas, operatorHalalas: jobs.operatorPriceHalalas })
        .from(jobs)
        .where(and(isNotNull(jobs.operatorPriceHalalas), notInArray(jobs.status, ["cancelled", "declined"]), gte(jobs.pickupAt, from), lt(jobs.pickupAt, to)));
    },

    /** Operators by id with their names (ask/assign answers). */
    async operatorNames(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, ids));
    },
  };
}
export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
