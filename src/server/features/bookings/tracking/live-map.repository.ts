import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, jobs } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { vehiclePositions } from "#server/db/schema/tracking";
import type { TrackPosition } from "#shared/tracking/tracking-api";
import { positionOf } from "./track-view.repository";

const positionColumns = {
  lat: vehiclePositions.lat,
  lng: vehiclePositions.lng,
  accuracy: vehiclePositions.accuracy,
  speed: vehiclePositions.speed,
  heading: vehiclePositions.heading,
  recordedAt: vehiclePositions.recordedAt,
};

/** The staff side's reads (tracking-web lane): legs under way with their newest fix, and one leg's whole track. */
export function createLiveMapRepository(db: Database) {
  return {
    async legsUnderWay(statuses: readonly string[]) {
      return db
        .select({
          jobId: jobs.id,
          bookingId: jobs.bookingId,
          reference: bookings.reference,
          legIndex: jobs.legIndex,
          status: jobs.status,
          pickupAt: jobs.pickupAt,
          operatorName: operators.name,
          driver: jobs.driver,
          vehicle: jobs.vehicle,
        })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .leftJoin(operators, eq(operators.id, jobs.operatorId))
        .where(inArray(jobs.status, [...statuses]))
        .orderBy(asc(jobs.pickupAt), asc(jobs.id))
        .limit(500);
    },

    /** The newest fix of each leg and when it was received (one row per leg). */
    async newestFixes(jobIds: number[]): Promise<Map<number, { position: TrackPosition; receivedAt: Date }>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([vehiclePositions.jobId], { jobId: vehiclePositions.jobId, ...positionColumns, receivedAt: vehiclePositions.receivedAt })
        .from(vehiclePositions)
        .where(inArray(vehiclePositions.jobId, jobIds))
        .orderBy(vehiclePositions.jobId, desc(vehiclePositions.recordedAt));
      return new Map(rows.map(({ jobId, receivedAt, ...row }) => [jobId, { position: positionOf(row), receivedAt }]));
    },

    async jobStatus(jobId: number): Promise<string | null> {
      const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
      return row?.status ?? null;
    },

    /** How many fixes the leg has. */
    async fixCount(jobId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId));
      return row?.count ?? 0;
    },

    /**
     * The leg's fixes, oldest first, every `step`-th one (and always the newest), so a long trip
     * stays a light polyline.
     */
    async track(jobId: number, step: number): Promise<{ positions: TrackPosition[]; newestReceivedAt: Date | null }> {
      const numbered = db
        .select({
          ...positionColumns,
          receivedAt: vehiclePositions.receivedAt,
          n: sql<number>`row_number() over (order by ${vehiclePositions.recordedAt} desc)`.as("n"),
        })
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId))
        .as("numbered");
      const rows = await db
        .select({
          lat: numbered.lat,
          lng: numbered.lng,
          accuracy: numbered.accuracy,
          speed: numbered.speed,
          heading: numbered.heading,
          recordedAt: numbered.recordedAt,
          receivedAt: numbered.receivedAt,
          n: numbered.n,
        })
        .from(numbered)
        .where(and(sql`(${numbered.n} - 1) % ${step} = 0`))
        .orderBy(asc(numbered.recordedAt));
      const newest = rows.find((row) => Number(row.n) === 1);
      return { positions: rows.map(({ receivedAt: _r, n: _n, ...row }) => positionOf(row)), newestReceivedAt: newest?.receivedAt ?? null };
    },
  };
}
export type LiveMapRepository = ReturnType<typeof createLiveMapRepository>;
