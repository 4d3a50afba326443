import { and, desc, eq, isNull, like, or } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/** The outbox page's staff actions and the booking timeline's messages. */
export function createOutboxAdminRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async findForUpdate(tx: Transaction, id: number): Promise<OutboxMessageRow | null> {
      const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for("update").limit(1);
      return row ?? null;
    },

    /**
     * Puts a dead letter back in the queue with fresh attempts, only while it is still failed
     * and has no provider id (one statement: two clicks queue it once, and a row the provider
     * accepted is never touched). The row, not a copy: the callback data "outbox:<id>" that
     * Meta may still echo for an uncertain send keeps pointing at it.
     */
    async requeue(tx: Transaction, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(outboxMessages)
        .set({ status: "queued", attempts: 0, lastError: null, failedCode: null, failedTitle: null, nextAttemptAt: now })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "failed"), isNull(outboxMessages.providerId)))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    async bookingReference(bookingId: number): Promise<string | null> {
      const [row] = await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
      return row?.reference ?? null;
    },

    /**
     * The messages of a booking: every message names its booking's reference (RH-<year>-<n>,
     * unique, with a fixed six-digit number), so the text finds them without a column that every
     * sending path would have to fill.
     */
    messagesNaming(reference: string, limit = 100) {
      const pattern = `%${reference.replace(/[\\%_]/g, "\\$&")}%`;
      return db
        .select()
        .from(outboxMessages)
        .where(or(like(outboxMessages.body, pattern), like(outboxMessages.subject, pattern)))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}
export type OutboxAdminRepository = ReturnType<typeof createOutboxAdminRepository>;
