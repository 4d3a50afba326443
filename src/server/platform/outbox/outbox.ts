import { desc, eq, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { countAll, withTotal } from "#server/db/paged-rows";
import { outboxMessages } from "#server/db/schema/outbox";

export interface OutgoingEmail {
  recipient: string;
  template: string;
  subject: string;
  body: string;
}

type Executor = Pick<Database, "insert">;
const MAX_ATTEMPTS = 5;
/** A claimed message not finished within this time (a crashed process) is claimed again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

/**
 * The outbox (DESIGN): messages are written in the transaction of the change that causes them
 * and leave later, so a failed send never undoes or loses the change.
 */
export function createOutbox(db: Database) {
  return {
    async enqueueEmail(tx: Executor, email: OutgoingEmail): Promise<void> {
      await tx.insert(outboxMessages).values({ channel: "email", ...email });
    },

    async page(page: number, pageSize: number) {
      return withTotal(
        db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(outboxMessages),
      );
    },

    /**
     * Claims up to `limit` due emails (FOR UPDATE SKIP LOCKED: several processes never take the
     * same row) and marks them as being sent, in one short statement; sending happens outside.
     */
    async claimDue(limit: number, now = new Date()) {
      const reclaimAfter = new Date(now.getTime() + CLAIM_TIMEOUT_MS).toISOString();
      return executeRows<{ id: number; recipient: string; subject: string | null; body: string; attempts: number }>(
        db,
        sql`update outbox_messages set status = 'sending', attempts = attempts + 1, next_attempt_at = ${reclaimAfter}::timestamptz
            where id in (
              select id from outbox_messages
              where channel = 'email' and status in ('queued', 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
              order by id limit ${limit} for update skip locked)
            returning id, recipient, subject, body, attempts`,
      );
    },

    async markSent(id: number): Promise<void> {
      await db.update(outboxMessages).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(outboxMessages.id, id));
    },

    /** Back off 1, 2, 4, 8 minutes; after the fifth attempt the message is marked failed. */
    async markFailed(id: number, attempts: number, error: string, now = new Date()): Promise<void> {
      const done = attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({ status: done ? "failed" : "queued", lastError: error.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + 60_000 * 2 ** (attempts - 1)) })
        .where(eq(outboxMessages.id, id));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
