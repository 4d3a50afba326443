import type { Database } from "#server/db/client";
import { createOutboxRepository } from "./outbox.repository";

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
  const repository = createOutboxRepository(db);
  return {
    async enqueueEmail(tx: Executor, email: OutgoingEmail): Promise<void> {
      await repository.insert(tx, { channel: "email", ...email });
    },

    page: (page: number, pageSize: number) => repository.page(page, pageSize),

    /** Claims up to `limit` due emails for this process; sending happens outside the claim. */
    claimDue(limit: number, now = new Date()) {
      return repository.claimDueEmails(limit, now, new Date(now.getTime() + CLAIM_TIMEOUT_MS));
    },

    async markSent(id: number): Promise<void> {
      await repository.update(id, { status: "sent", sentAt: new Date(), lastError: null });
    },

    /** Back off 1, 2, 4, 8 minutes; after the fifth attempt the message is marked failed. */
    async markFailed(id: number, attempts: number, error: string, now = new Date()): Promise<void> {
      const done = attempts >= MAX_ATTEMPTS;
      await repository.update(id, {
        status: done ? "failed" : "queued",
        lastError: error.slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + 60_000 * 2 ** (attempts - 1)),
      });
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
