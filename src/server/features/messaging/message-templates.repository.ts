import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { messageTemplates } from "#server/db/schema/message-templates";

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
export type TemplateKey = Pick<MessageTemplateRow, "purpose" | "channel" | "language">;
export type TemplateFields = Pick<
  MessageTemplateRow,
  "subject" | "body" | "whatsappBody" | "whatsappParameters" | "metaName" | "metaCategory" | "isDefault" | "updatedBy" | "updatedByEmail"
>;

const byKey = (key: TemplateKey) =>
  and(eq(messageTemplates.purpose, key.purpose), eq(messageTemplates.channel, key.channel), eq(messageTemplates.language, key.language));

/** The stored (edited or restored) templates; a purpose without a row sends its built-in default. */
export function createMessageTemplatesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    listByChannel: (channel: string) => db.select().from(messageTemplates).where(eq(messageTemplates.channel, channel)).limit(1_000),
    async find(key: TemplateKey): Promise<MessageTemplateRow | null> {
      const [row] = await db.select().from(messageTemplates).where(byKey(key)).limit(1);
      return row ?? null;
    },
    async findForUpdate(tx: Transaction, key: TemplateKey): Promise<MessageTemplateRow | null> {
      const [row] = await tx.select().from(messageTemplates).where(byKey(key)).for("update").limit(1);
      return row ?? null;
    },
    /** The first save of a template: null when another save made the row meanwhile (the caller answers 409). */
    async insert(tx: Transaction, key: TemplateKey, fields: TemplateFields): Promise<MessageTemplateRow | null> {
      const [row] = await tx
        .insert(messageTemplates)
        .values({ ...key, ...fields, version: 1, updatedAt: new Date() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async update(tx: Transaction, id: number, version: number, fields: TemplateFields): Promise<MessageTemplateRow> {
      const [row] = await tx
        .update(messageTemplates)
        .set({ ...fields, version: version + 1, updatedAt: new Date() })
        .where(eq(messageTemplates.id, id))
        .returning();
      return row!;
    },
  };
}
export type MessageTemplatesRepository = ReturnType<typeof createMessageTemplatesRepository>;
