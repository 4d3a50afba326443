import { asc, desc, eq, inArray, max } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { bookings, jobEvents, jobs } from "#server/db/schema/bookings";
import { operators } from "#server/db/schema/operators";
import { vehiclePositions } from "#server/db/schema/tracking";
import type { TrackPosition } from "#shared/tracking/tracking-api";

export interface TrackLeg {
  jobId: number;
  bookingId: number;
  reference: string;
  legIndex: number;
  status: string;
  pickupAt: Date;
  pickup: Record<string, unknown>;
  dropoff: Record<string, unknown>;
  driver: { name: string; phone: string } | null;
  vehicle: { plate: string; model: string; colour?: string | null } | null;
  operatorPhone: string | null;
  customerLanguage: string;
}

const positionColumns = {
  lat: vehiclePositions.lat,
  lng: vehiclePositions.lng,
  accuracy: vehiclePositions.accuracy,
  speed: vehiclePositions.speed,
  heading: vehiclePositions.heading,
  recordedAt: vehiclePositions.recordedAt,
  receivedAt: vehiclePositions.receivedAt,
};
type PositionRow = {
  lat: number;
  lng: number;
  accuracy: number;
  speed: number | null;
  heading: number | null;
  recordedAt: Date | string;
  receivedAt?: Date | string;
};
/** A row as the contract's position (a subquery may hand the time over as text). */
export const positionOf = (row: PositionRow): TrackPosition => ({
  lat: Number(row.lat),
  lng: Number(row.lng),
  accuracy: Number(row.accuracy),
  speed: row.speed === null ? null : Number(row.speed),
  heading: row.heading === null ? null : Number(row.heading),
  recordedAt: new Date(row.recordedAt).toISOString(),
  // The server's own stamp: a position's age on the page does not depend on the phone's clock.
  ...(row.receivedAt === undefined ? {} : { receivedAt: new Date(row.receivedAt).toISOString() }),
});

/** The reads of the customer's track view (tracking-web lane): the leg, its fixes, its timeline. */
export function createTrackViewRepository(db: Database) {
  return {
    async leg(jobId: number): Promise<TrackLeg | null> {
      const [row] = await db
        .select({
          jobId: jobs.id,
          bookingId: jobs.bookingId,
          reference: bookings.reference,
          legIndex: jobs.legIndex,
          status: jobs.status,
          pickupAt: jobs.pickupAt,
          pickup: jobs.pickup,
          dropoff: jobs.dropoff,
          driver: jobs.driver,
          vehicle: jobs.vehicle,
          operatorPhone: operators.phone,
          customerLanguage: bookings.language,
        })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .leftJoin(operators, eq(operators.id, jobs.operatorId))
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row ?? null;
    },

    /** The newest `limit` fixes, oldest first. */
    async recentPositions(jobId: number, limit: number): Promise<TrackPosition[]> {
      const rows = await db
        .select(positionColumns)
        .from(vehiclePositions)
        .where(eq(vehiclePositions.jobId, jobId))
        .orderBy(desc(vehiclePositions.recordedAt))
        .limit(limit);
      return rows.reverse().map(positionOf);
    },

    /** The leg's status moves, oldest first. */
    async timeline(jobId: number): Promise<{ status: string; at: Date }[]> {
      return db
        .select({ status: jobEvents.toStatus, at: jobEvents.at })
        .from(jobEvents)
        .where(eq(jobEvents.jobId, jobId))
        .orderBy(asc(jobEvents.at), asc(jobEvents.id));
    },

    /** When the server last received a fix of each leg. */
    async lastHeard(jobIds: number[]): Promise<Map<number, Date>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .select({ jobId: vehiclePositions.jobId, at: max(vehiclePositions.receivedAt) })
        .from(vehiclePositions)
        .where(inArray(vehiclePositions.jobId, jobIds))
        .groupBy(vehiclePositions.jobId);
      return new Map(rows.flatMap((row) => (row.at ? [[row.jobId, row.at] as const] : [])));
    },
  };
}
export type TrackViewRepository = ReturnType<typeof createTrackViewRepository>;
