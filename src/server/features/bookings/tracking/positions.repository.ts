import { asc, desc, eq, inArray, lt } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { jobs } from "#server/db/schema/bookings";
import { vehiclePositions } from "#server/db/schema/tracking";
import type { TrackPosition } from "#shared/tracking/tracking-api";

type Executor = Database | Transaction;

export interface NewPosition {
  lat: number;
  lng: number;
  accuracy: number;
  speed: number | null;
  heading: number | null;
  recordedAt: Date;
  sequence: number;
}

const POSITION_COLUMNS = {
  lat: vehiclePositions.lat,
  lng: vehiclePositions.lng,
  accuracy: vehiclePositions.accuracy,
  speed: vehiclePositions.speed,
  heading: vehiclePositions.heading,
  recordedAt: vehiclePositions.recordedAt,
  receivedAt: vehiclePositions.receivedAt,
};

type PositionRow = { lat: number; lng: number; accuracy: number; speed: number | null; heading: number | null; recordedAt: Date; receivedAt: Date };

export const toTrackPosition = (row: PositionRow): TrackPosition => ({
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
  speed: row.speed,
  heading: row.heading,
  recordedAt: row.recordedAt.toISOString(),
});

/** Every query of vehicle_positions (DESIGN "Location ping"). */
export function createPositionsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * The leg under the ingest's lock: fixes of one leg are judged one batch at a time (against the
     * newest accepted), and a trip step cannot end the leg half-way through a batch.
     */
    async lockLeg(tx: Transaction, jobId: number) {
      const [row] = await tx
        .select({ id: jobs.id, bookingId: jobs.bookingId, status: jobs.status, operatorId: jobs.operatorId })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .for("no key update");
      return row ?? null;
    },

    async newest(tx: Executor, jobId: number): Promise<PositionRow | null> {
      const [row] = await tx
        .select(POSITION_COLUMNS)
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId))
        .orderBy(desc(vehiclePositions.recordedAt))
        .limit(1);
      return row ?? null;
    },

    /** Stores fixes; one already stored for the same moment is skipped. Answers the rows stored. */
    async insert(tx: Executor, jobId: number, rows: NewPosition[], receivedAt: Date): Promise<PositionRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(vehiclePositions)
        .values(rows.map((row) => ({ ...row, jobId, receivedAt })))
        .onConflictDoNothing({ target: [vehiclePositions.jobId, vehiclePositions.recordedAt] })
        .returning(POSITION_COLUMNS);
    },

    /** The last `limit` fixes of a leg, oldest first. */
    async recent(jobId: number, limit: number): Promise<PositionRow[]> {
      const rows = await db
        .select(POSITION_COLUMNS)
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId))
        .orderBy(desc(vehiclePositions.recordedAt))
        .limit(limit);
      return rows.reverse();
    },

    /** A leg's whole track, oldest first (thinned by the caller). */
    track: (jobId: number) =>
      db.select(POSITION_COLUMNS).from(vehiclePositions).where(eq(vehiclePositions.jobId, jobId)).orderBy(asc(vehiclePositions.recordedAt)),

    /** The newest fix of each of these legs. */
    async newestOf(jobIds: number[]): Promise<Map<number, PositionRow>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([vehiclePositions.jobId], { jobId: vehiclePositions.jobId, ...POSITION_COLUMNS })
        .from(vehiclePositions)
        .where(inArray(vehiclePositions.jobId, jobIds))
        .orderBy(vehiclePositions.jobId, desc(vehiclePositions.recordedAt));
      return new Map(rows.map(({ jobId, ...row }) => [jobId, row]));
    },

    /** The retention purge: fixes recorded before `before`. Answers how many went. */
    async purgeBefore(before: Date, batch = 10_000): Promise<number> {
      // In batches: a month of a large operator's fixes in one statement would hold its locks for long.
      let total = 0;
      for (;;) {
        const oldest = db.select({ id: vehiclePositions.id }).from(vehiclePositions).where(lt(vehiclePositions.recordedAt, before)).limit(batch);
        const rows = await db.delete(vehiclePositions).where(inArray(vehiclePositions.id, oldest)).returning({ id: vehiclePositions.id });
        total += rows.length;
        if (rows.length < batch) return total;
      }
    },

    /** For tests and the bench: a leg's stored fixes in order. */
    all: (jobId: number) =>
      db
        .select({ ...POSITION_COLUMNS, sequence: vehiclePositions.sequence })
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId))
        .orderBy(asc(vehiclePositions.recordedAt)),
  };
}
export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
