import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact-messages";

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error("contact message was not stored");
      return row.id;
    },
    recent: (limit: number) => db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit),
    async countNew(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
      return row?.value ?? 0;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
