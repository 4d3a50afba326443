import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings, customers, jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { settings } from "#server/db/schema/settings";
import { JOB_TERMINAL_STATUSES } from "#shared/bookings/job-lifecycle";

type Executor = Database | Transaction;

export interface TrackLinkRow {
  id: number;
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
}

/** The `track` token links of legs (only hashes: the tokens are derived again when needed). */
export function createTrackLinksRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Every track link the leg ever had, oldest first (the newest live one is the link; its place in the list derives its token). */
    links: (tx: Executor, jobId: number): Promise<TrackLinkRow[]> =>
      tx
        .select({
          id: tokenLinks.id,
          tokenHash: tokenLinks.tokenHash,
          expiresAt: tokenLinks.expiresAt,
          revokedAt: tokenLinks.revokedAt,
          createdAt: tokenLinks.createdAt,
        })
        .from(tokenLinks)
        .where(and(eq(tokenLinks.jobId, jobId), eq(tokenLinks.purpose, "track")))
        .orderBy(asc(tokenLinks.id)),

    /**
     * The bookings signing key's material (signing-key.ts: AUTH_SECRET, else this setting), read
     * through the caller's transaction: on PGlite's one connection a read beside an open
     * transaction would wait for it. `stored` says whether it was there before (safe to keep).
     */
    async signingMaterial(tx: Executor, fresh: string): Promise<{ material: string; stored: boolean }> {
      const inserted = await tx.insert(settings).values({ key: "bookings_signing_key", value: fresh }).onConflictDoNothing().returning({ key: settings.key });
      const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "bookings_signing_key")).limit(1);
      return { material: String(row?.value ?? fresh), stored: inserted.length === 0 };
    },

    async byHash(tokenHash: string) {
      const [row] = await db
        .select({ jobId: tokenLinks.jobId, expiresAt: tokenLinks.expiresAt, revokedAt: tokenLinks.revokedAt })
        .from(tokenLinks)
        .where(and(eq(tokenLinks.tokenHash, tokenHash), eq(tokenLinks.purpose, "track")))
        .limit(1);
      return row ?? null;
    },

    async insert(tx: Executor, link: { jobId: number; bookingId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await tx.insert(tokenLinks).values({ ...link, purpose: "track" });
    },

    async revoke(tx: Executor, jobId: number, at: Date): Promise<number> {
      const rows = await tx
        .update(tokenLinks)
        .set({ revokedAt: at })
        .where(and(eq(tokenLinks.jobId, jobId), eq(tokenLinks.purpose, "track"), isNull(tokenLinks.revokedAt)))
        .returning({ id: tokenLinks.id });
      return rows.length;
    },

    /** The leg ended: its live track links work until `until` (never longer than they already did). */
    async endBy(tx: Executor, jobId: number, until: Date): Promise<void> {
      const live = await this.links(tx, jobId);
      for (const link of live) {
        if (!link.revokedAt && link.expiresAt > until) await tx.update(tokenLinks).set({ expiresAt: until }).where(eq(tokenLinks.id, link.id));
      }
    },

    /** The leg, for the link's checks: its booking, status, and when it ended (the newest move into an end state). */
    async leg(tx: Executor, jobId: number) {
      const [row] = await tx
        .select({ id: jobs.id, bookingId: jobs.bookingId, status: jobs.status, hours: jobs.hours, updatedAt: jobs.updatedAt })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (!row) return null;
      const [ended] = await tx
        .select({ at: max(jobEvents.at) })
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, jobId), inArray(jobEvents.toStatus, [...JOB_TERMINAL_STATUSES])));
      return { ...row, endedAt: ended?.at ?? null };
    },

    /** Whom the track link is sent to (the booking's customer), in the booking's language. */
    async customerOf(tx: Executor, bookingId: number) {
      const [row] = await tx
        .select({
          name: customers.name,
          phone: customers.phone,
          whatsapp: customers.whatsapp,
          email: customers.email,
          language: bookings.language,
          reference: bookings.reference,
        })
        .from(bookings)
        .innerJoin(customers, eq(bookings.customerId, customers.id))
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    async queueMessages(tx: Executor, messages: (typeof outboxMessages.$inferInsert)[]): Promise<void> {
      if (messages.length > 0) await tx.insert(outboxMessages).values(messages);
    },
  };
}
export type TrackLinksRepository = ReturnType<typeof createTrackLinksRepository>;
