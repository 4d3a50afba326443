import { desc, eq, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { countAll, withTotal } from "#server/db/paged-rows";
import { outboxMessages } from "#server/db/schema/outbox";

export type OutboxRow = typeof outboxMessages.$inferInsert;
export interface ClaimedEmail {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  body_html: string | null;
  attempts: number;
}

/** Every query of the outbox table. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(tx: Pick<Database, "insert">, row: OutboxRow): Promise<void> {
      await tx.insert(outboxMessages).values(row);
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
     * same row), marks them as being sent and pushes their next attempt to `reclaimAfter`, in
     * one short statement. `now` has milliseconds and the column microseconds: a message queued
     * (`default now()`) in the same millisecond as the claim counts as due, not as a microsecond
     * in the future (PostgreSQL's test run once left such a message behind).
     */
    claimDueEmails(limit: number, now: Date, reclaimAfter: Date) {
      return executeRows<ClaimedEmail>(
        db,
        sql`update outbox_messages set status = 'sending', attempts = attempts + 1, next_attempt_at = ${reclaimAfter.toISOString()}::timestamptz
            where id in (
              select id from outbox_messages
              where channel = 'email' and status in ('queued', 'sending')
                and next_attempt_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
              order by id limit ${limit} for update skip locked)
            returning id, recipient, subject, body, body_html, attempts`,
      );
    },

    async update(id: number, values: Partial<Pick<OutboxRow, "status" | "sentAt" | "lastError" | "nextAttemptAt">>): Promise<void> {
      await db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
    },
  };
}
