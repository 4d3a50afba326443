import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings, customers, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { availabilityRequests } from "#server/db/schema/dispatch";
import { operators } from "#server/db/schema/operators";
import type { outboxMessages } from "#server/db/schema/outbox";

/** The operator as dispatch messages and checks need them. */
export interface OperatorContact {
  id: number;
  name: string;
  phone: string;
  whatsapp: boolean;
  email: string | null;
  language: string;
}

/** One leg as a move sees it, read under FOR UPDATE (the job row only is locked). */
export interface LockedJob {
  id: number;
  bookingId: number;
  legIndex: number;
  status: string;
  version: number;
  pickupAt: Date;
  pickup: Record<string, unknown>;
  dropoff: Record<string, unknown>;
  flightNumber: string | null;
  hours: number | null;
  vehicleClassId: number;
  operatorId: number | null;
  operatorPriceHalalas: number | null;
  assignedAt: Date | null;
  confirmBy: Date | null;
  attention: string | null;
  startLinkSentAt: Date | null;
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string; colour?: string | null } | null;
  booking: { reference: string; status: string; adults: number; children: number; infants: number; bags: number; language: string };
  /** The leg's current operator, when it has one. */
  operator: OperatorContact | null;
}

/** Dispatch columns a move may set (status and version are the repository's). */
export type JobPatch = Partial<
  Pick<
    typeof jobs.$inferInsert,
    "operatorId" | "operatorPriceHalalas" | "assignedAt" | "confirmBy" | "attention" | "attentionAt" | "startLinkSentAt" | "driver" | "vehicle"
  >
>;

export type NewJobEvent = Omit<typeof jobEvents.$inferInsert, "id" | "jobId">;
/** An outbox row as the texts before templates made it (the legacy texts of the tests). */
export type NewOutboxMessage = Pick<typeof outboxMessages.$inferInsert, "channel" | "recipient" | "template" | "subject" | "body">;
export interface NewOperatorLink {
  purpose: "operator_availability" | "operator_confirm" | "operator_start";
  tokenHash: string;
  operatorId: number;
  expiresAt: Date;
}
export interface LinkRevocation {
  purpose: NewOperatorLink["purpose"];
  /** Only this operator's links; all of the leg's when absent. */
  operatorId?: number;
}

const operatorColumns = {
  id: operators.id,
  name: operators.name,
  phone: operators.phone,
  whatsapp: operators.whatsapp,
  email: operators.email,
  language: operators.language,
};

/** Every query of a job move (job_moves: the one place a leg's status and dispatch columns are written). */
export function createJobMovesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async lock(tx: Transaction, jobId: number): Promise<LockedJob | null> {
      const [row] = await tx
        .select({
          job: jobs,
          reference: bookings.reference,
          bookingStatus: bookings.status,
          adults: bookings.adults,
          children: bookings.children,
          infants: bookings.infants,
          bags: bookings.bags,
          language: bookings.language,
        })
        .from(jobs)
        .innerJoin(bookings, eq(jobs.bookingId, bookings.id))
        .where(eq(jobs.id, jobId))
        .for("update", { of: jobs });
      if (!row) return null;
      const { job } = row;
      const [operator] = job.operatorId === null ? [] : await tx.select(operatorColumns).from(operators).where(eq(operators.id, job.operatorId));
      return {
        id: job.id,
        bookingId: job.bookingId,
        legIndex: job.legIndex,
        status: job.status,
        version: job.version,
        pickupAt: job.pickupAt,
        pickup: job.pickup,
        dropoff: job.dropoff,
        flightNumber: job.flightNumber,
        hours: job.hours,
        vehicleClassId: job.vehicleClassId,
        operatorId: job.operatorId,
        operatorPriceHalalas: job.operatorPriceHalalas,
        assignedAt: job.assignedAt,
        confirmBy: job.confirmBy,
        attention: job.attention,
        startLinkSentAt: job.startLinkSentAt,
        driver: job.driver ?? null,
        vehicle: job.vehicle ?? null,
        booking: {
          reference: row.reference,
          status: row.bookingStatus,
          adults: row.adults,
          children: row.children,
          infants: row.infants,
          bags: row.bags,
          language: row.language,
        },
        operator: operator ?? null,
      };
    },

    async operator(tx: Transaction, operatorId: number): Promise<OperatorContact | null> {
      const [row] = await tx.select(operatorColumns).from(operators).where(eq(operators.id, operatorId));
      return row ?? null;
    },

    /** Writes the status (when it moved) and the patch, and bumps the version; returns the new version. */
    async write(tx: Transaction, jobId: number, status: string | null, patch: JobPatch, at: Date): Promise<number> {
      const [row] = await tx
        .update(jobs)
        .set({ ...patch, ...(status === null ? {} : { status }), version: sql`${jobs.version} + 1`, updatedAt: at })
        .where(eq(jobs.id, jobId))
        .returning({ version: jobs.version });
      if (!row) throw new Error("locked job disappeared");
      return row.version;
    },

    async addEvents(tx: Transaction, jobId: number, events: NewJobEvent[]): Promise<void> {
      if (events.length > 0) await tx.insert(jobEvents).values(events.map((event) => ({ ...event, jobId })));
    },

    /** The customer of a leg, for the leg's messages to them (workflow rules on job.confirmed, started, completed). */
    async customerContact(tx: Transaction, bookingId: number) {
      const [row] = await tx
        .select({ name: customers.name, phone: customers.phone, whatsapp: customers.whatsapp, email: customers.email, language: bookings.language })
        .from(bookings)
        .innerJoin(customers, eq(bookings.customerId, customers.id))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    async revokeLinks(tx: Transaction, jobId: number, revocations: LinkRevocation[], at: Date): Promise<void> {
      for (const { purpose, operatorId } of revocations) {
        await tx
          .update(tokenLinks)
          .set({ revokedAt: at })
          .where(
            and(
              eq(tokenLinks.jobId, jobId),
              eq(tokenLinks.purpose, purpose),
              operatorId === undefined ? undefined : eq(tokenLinks.operatorId, operatorId),
              isNull(tokenLinks.revokedAt),
            ),
          );
      }
    },

    async issueLinks(tx: Transaction, job: { id: number; bookingId: number }, links: NewOperatorLink[]): Promise<void> {
      if (links.length > 0) await tx.insert(tokenLinks).values(links.map((link) => ({ ...link, jobId: job.id, bookingId: job.bookingId })));
    },

    /** Ends the leg's open round of availability requests (on assign, or back to unassigned). */
    async closeRequests(tx: Transaction, jobId: number, at: Date): Promise<void> {
      await tx
        .update(availabilityRequests)
        .set({ closedAt: at })
        .where(and(eq(availabilityRequests.jobId, jobId), isNull(availabilityRequests.closedAt)));
    },

    /** The statuses of every leg of a booking (whether its last leg just ended). */
    async legStatuses(bookingId: number): Promise<string[]> {
      const rows = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.bookingId, bookingId)).orderBy(asc(jobs.legIndex));
      return rows.map((row) => row.status);
    },

    /** The customer of a leg (the start page shows whom to pick up). */
    async customerOf(bookingId: number) {
      const [row] = await db
        .select({ name: customers.name, phone: customers.phone, whatsapp: customers.whatsapp, notes: bookings.notes })
        .from(bookings)
        .innerJoin(customers, eq(bookings.customerId, customers.id))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    /** Live operator links of some legs (a cancelled booking's jobs: whom to tell). */
    async operatorsWithLinks(tx: Transaction, jobIds: number[]): Promise<{ jobId: number; operatorId: number }[]> {
      if (jobIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ jobId: tokenLinks.jobId, operatorId: tokenLinks.operatorId })
        .from(tokenLinks)
        .where(
          and(
            inArray(tokenLinks.jobId, jobIds),
            inArray(tokenLinks.purpose, ["operator_availability", "operator_confirm", "operator_start"]),
            isNull(tokenLinks.revokedAt),
          ),
        );
      return rows.flatMap((row) => (row.jobId !== null && row.operatorId !== null ? [{ jobId: row.jobId, operatorId: row.operatorId }] : []));
    },
  };
}
export type JobMovesRepository = ReturnType<typeof createJobMovesRepository>;
