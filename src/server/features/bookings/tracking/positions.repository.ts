import { asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { executeRows, type Database, type Transaction } from "#server/db/client";
import { tokenLinks } from "#server/db/schema/bookings";
import { vehiclePositions } from "#server/db/schema/tracking";
import type { TrackPosition } from "#shared/tracking/tracking-api";
import { SHARING_STATUSES } from "#shared/tracking/tracking-constants";

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
  receivedAt: row.receivedAt.toISOString(),
});

/** The start link as the ingest reads it (raw rows: timestamps may come back as text on some paths). */
interface StartLinkRow {
  linkId: number;
  version: string;
  purpose: string;
  jobId: number | null;
  operatorId: number | null;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  legStatus: string | null;
  legOperatorId: number | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  recordedAt: Date | string | null;
}
export interface StartLinkState {
  linkId: number;
  version: string;
  purpose: string;
  jobId: number | null;
  operatorId: number | null;
  expiresAt: Date;
  revokedAt: Date | null;
  legStatus: string | null;
  legOperatorId: number | null;
  newest: { lat: number; lng: number; accuracy: number; recordedAt: Date } | null;
}
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Every query of vehicle_positions (DESIGN "Location ping"). */
export function createPositionsRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * The ingest's first round trip: the start link by its hash, its leg, and the leg's newest fix,
     * with the link row's version (xmin: it changes with every update of the row) for append().
     */
    async startLinkState(ex: Executor, tokenHash: string): Promise<StartLinkState | null> {
      const [row] = await executeRows<StartLinkRow>(
        ex as Database,
        sql`select l.id as "linkId", l.xmin::text as "version", l.purpose, l.job_id as "jobId", l.operator_id as "operatorId",
                   l.expires_at as "expiresAt", l.revoked_at as "revokedAt", j.status as "legStatus", j.operator_id as "legOperatorId",
                   p.lat, p.lng, p.accuracy, p.recorded_at as "recordedAt"
              from token_links l
              left join jobs j on j.id = l.job_id
              left join lateral (
                select v.lat, v.lng, v.accuracy, v.recorded_at from vehicle_positions v where v.job_id = l.job_id order by v.recorded_at desc limit 1
              ) p on true
             where l.token_hash = ${tokenHash}`,
      );
      if (!row) return null;
      const { lat, lng, accuracy, recordedAt, ...link } = row;
      return {
        ...link,
        expiresAt: asDate(link.expiresAt),
        revokedAt: link.revokedAt === null ? null : asDate(link.revokedAt),
        newest: lat === null || lng === null || recordedAt === null ? null : { lat, lng, accuracy: accuracy ?? 0, recordedAt: asDate(recordedAt) },
      };
    },

    /** The fallback's lock: the start link's row, so append() cannot lose its race (see position-ingest). */
    async lockStartLink(tx: Transaction, tokenHash: string): Promise<void> {
      await tx.select({ id: tokenLinks.id }).from(tokenLinks).where(eq(tokenLinks.tokenHash, tokenHash)).for("update");
    },

    /**
     * The ingest's second round trip, one statement whatever the batch's size: stores the judged
     * fixes only if the start link's row is still at `version` (no other batch of the leg stored
     * since the read: they were judged against the right newest fix), still live, and its leg still
     * the operator's and under way (the leg's row is locked for the statement, so a trip step
     * waits or has already ended the leg). Marks the link used (its version moves). `swapped`
     * false: something changed since the read, nothing was stored; read again.
     */
    async append(
      ex: Executor,
      guard: { linkId: number; version: string; jobId: number; operatorId: number; receivedAt: Date },
      rows: NewPosition[],
    ): Promise<{ swapped: boolean; stored: PositionRow[] }> {
      const at = guard.receivedAt.toISOString();
      const fixes = JSON.stringify(rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })));
      const statuses = sql.join(
        SHARING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      );
      const answer = await executeRows<{ swapped: number } & { [K in keyof PositionRow]: PositionRow[K] | null }>(
        ex as Database,
        sql`with leg as (
                select id from jobs where id = ${guard.jobId} and operator_id = ${guard.operatorId} and status in (${statuses}) for no key update
              ), link as (
                update token_links set last_used_at = ${at}::timestamptz
                 where id = ${guard.linkId} and xmin::text = ${guard.version} and revoked_at is null and expires_at > ${at}::timestamptz
                   and exists (select 1 from leg)
                returning id
              ), stored as (
                insert into vehicle_positions (job_id, lat, lng, accuracy, speed, heading, recorded_at, received_at, sequence)
                select ${guard.jobId}, f.lat, f.lng, f.accuracy, f.speed, f.heading, f."recordedAt", ${at}::timestamptz, f.sequence
                  from link, jsonb_to_recordset(${fixes}::jsonb)
                    as f(lat double precision, lng double precision, accuracy real, speed real, heading real, "recordedAt" timestamptz, sequence integer)
                on conflict (job_id, recorded_at) do nothing
                returning lat, lng, accuracy, speed, heading, recorded_at, received_at
              )
              select (select count(*) from link)::int as swapped, s.lat, s.lng, s.accuracy, s.speed, s.heading,
                     s.recorded_at as "recordedAt", s.received_at as "receivedAt"
                from (select 1) one left join stored s on true
               order by s.recorded_at`,
      );
      const stored = answer.flatMap((row) =>
        row.recordedAt === null || row.receivedAt === null || row.lat === null || row.lng === null || row.accuracy === null
          ? []
          : [{ ...row, lat: row.lat, lng: row.lng, accuracy: row.accuracy, recordedAt: asDate(row.recordedAt), receivedAt: asDate(row.receivedAt) }],
      );
      return { swapped: Number(answer[0]?.swapped ?? 0) > 0, stored: stored.map(({ swapped: _, ...row }) => row) };
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
