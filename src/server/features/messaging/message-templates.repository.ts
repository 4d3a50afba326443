import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { messageTemplates } from "#server/db/schema/message-templates";
import { outboxMessages } from "#server/db/schema/outbox";

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
export type TemplateKey = Pick<MessageTemplateRow, "purpose" | "channel" | "language">;
export type TemplateFields = Pick<
  MessageTemplateRow,
  "subject" | "body" | "whatsappBody" | "whatsappParameters" | "metaName" | "metaCategory" | "isDefault" | "updatedBy" | "updatedByEmail"
>;

export type TestMessage = Pick<typeof outboxMessages.$inferInsert, "channel" | "recipient" | "template" | "subject" | "body" | "waTemplate">;

export type MetaFields = { metaStatus: string; metaStatusReason: string | null; metaCategory: string | null };

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
    /**
     * Meta's approval status of one template (sync and webhook). Not an edit: the version stays,
     * so an editor open meanwhile still saves. A template never saved gets its row here, holding
     * its default text at version 0 (exactly what the editor already shows). True when it changed.
     */
    async applyMeta(key: TemplateKey, meta: MetaFields, fallback: Omit<TemplateFields, "updatedBy" | "updatedByEmail">): Promise<boolean> {
      const before = await this.find(key);
      if (
        before &&
        before.metaStatus === meta.metaStatus &&
        before.metaStatusReason === meta.metaStatusReason &&
        (meta.metaCategory === null || before.metaCategory === meta.metaCategory)
      )
        return false;
      const set = { metaStatus: meta.metaStatus, metaStatusReason: meta.metaStatusReason, ...(meta.metaCategory ? { metaCategory: meta.metaCategory } : {}) };
      await db
        .insert(messageTemplates)
        .values({ ...key, ...fallback, ...set, version: 0, updatedAt: new Date() })
        .onConflictDoUpdate({ target: [messageTemplates.purpose, messageTemplates.channel, messageTemplates.language], set });
      return true;
    },
    /** A "send a test to me" message, queued in the outbox; answers its id for the editor's note. */
    async insertTestMessage(tx: Transaction, row: TestMessage): Promise<number> {
      const [inserted] = await tx.insert(outboxMessages).values(row).returning({ id: outboxMessages.id });
      return inserted!.id;
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
