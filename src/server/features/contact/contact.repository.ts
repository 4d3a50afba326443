import { count, desc, eq, lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact-messages";

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type StoredContactMessage = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Database) {
  const byStatus = (status?: string) => (status ? eq(contactMessages.status, status) : undefined);

  return {
    /** A single INSERT: it is its own transaction, so a failure leaves no partial message. */
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error("contact message was not stored");
      return row.id;
    },
    /** Newest first, for the admin inbox (ties broken by id so pages never overlap). */
    list(filter: { status?: string; limit: number; offset: number }): Promise<StoredContactMessage[]> {
      return db
        .select()
        .from(contactMessages)
        .where(byStatus(filter.status))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },
    /** Removes messages received before `at`; returns how many. */
    async deleteReceivedBefore(at: Date): Promise<number> {
      const rows = await db.delete(contactMessages).where(lt(contactMessages.createdAt, at)).returning({ id: contactMessages.id });
      return rows.length;
    },
    async count(filter: { status?: string } = {}): Promise<number> {
      const [row] = await db.select({ value: count() }).from(contactMessages).where(byStatus(filter.status));
      return row?.value ?? 0;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
