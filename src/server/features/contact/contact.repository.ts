import { and, count, desc, eq, getTableColumns, lt, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact-messages";
import { users } from "#server/db/schema/users";
import { countAll, withTotal } from "#server/db/paged-rows";
import type { ContactInboxView } from "#shared/contact/contact-inbox.schema";

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
    /** A page of the staff inbox, newest first, with the name of whoever handled each message. */
    page(view: ContactInboxView, page: number, pageSize: number) {
      const where: SQL | undefined =
        view === "open" ? eq(contactMessages.status, "new") : view === "handled" ? eq(contactMessages.status, "handled") : undefined;
      return withTotal(
        db
          .select({ ...getTableColumns(contactMessages), handledByName: users.name })
          .from(contactMessages)
          .leftJoin(users, eq(users.id, contactMessages.handledBy))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: countAll }).from(contactMessages).where(where),
      );
    },
    async findById(id: number) {
      const [row] = await db
        .select({ ...getTableColumns(contactMessages), handledByName: users.name })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(eq(contactMessages.id, id));
      return row ?? null;
    },
    /** Marks a new message handled; false when it was not new (already handled, or gone). */
    async markHandled(tx: Transaction, id: number, by: string, note: string): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({ status: "handled", handledAt: new Date(), handledBy: by, handledNote: note || null, updatedAt: new Date() })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
        .returning({ id: contactMessages.id });
      return rows.length === 1;
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
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
