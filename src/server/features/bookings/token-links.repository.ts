import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { tokenLinks } from "#server/db/schema/bookings";

export type NewTokenLink = typeof tokenLinks.$inferInsert;
export interface StoredTokenLink {
  id: number;
  purpose: string;
  bookingId: number | null;
  jobId: number | null;
  operatorId: number | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

type Executor = Database | Transaction;

/** Every query of token_links (only hashes are stored; the tokens never reach this file). */
export function createTokenLinksRepository(db: Database) {
  return {
    async insert(tx: Executor, link: NewTokenLink): Promise<number> {
      const [row] = await tx.insert(tokenLinks).values(link).returning({ id: tokenLinks.id });
      if (!row) throw new Error("token link was not stored");
      return row.id;
    },

    async findByHash(tokenHash: string): Promise<StoredTokenLink | null> {
      const [row] = await db
        .select({
          id: tokenLinks.id,
          purpose: tokenLinks.purpose,
          bookingId: tokenLinks.bookingId,
          jobId: tokenLinks.jobId,
          operatorId: tokenLinks.operatorId,
          expiresAt: tokenLinks.expiresAt,
          revokedAt: tokenLinks.revokedAt,
        })
        .from(tokenLinks)
        .where(eq(tokenLinks.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** When a link last carried an action (an operator's answer, confirm or trip step). */
    async markUsed(tx: Executor, id: number, at: Date): Promise<void> {
      await tx.update(tokenLinks).set({ lastUsedAt: at }).where(eq(tokenLinks.id, id));
    },

    /** Revokes the live links of one purpose for a booking or a job; returns how many. */
    async revoke(target: { purpose: string; bookingId?: number; jobId?: number; operatorId?: number }, at: Date, tx: Executor = db): Promise<number> {
      const owner = target.jobId !== undefined ? eq(tokenLinks.jobId, target.jobId) : eq(tokenLinks.bookingId, target.bookingId ?? -1);
      const operator = target.operatorId !== undefined ? eq(tokenLinks.operatorId, target.operatorId) : undefined;
      const rows = await tx
        .update(tokenLinks)
        .set({ revokedAt: at })
        .where(and(owner, operator, eq(tokenLinks.purpose, target.purpose), isNull(tokenLinks.revokedAt)))
        .returning({ id: tokenLinks.id });
      return rows.length;
    },

    /** Revokes the current links of the purpose and stores the new one, in one transaction. */
    reissue(target: { purpose: string; bookingId?: number; jobId?: number; operatorId?: number }, link: NewTokenLink, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await this.revoke(target, at, tx);
        return this.insert(tx, link);
      });
    },
  };
}
export type TokenLinksRepository = ReturnType<typeof createTokenLinksRepository>;
