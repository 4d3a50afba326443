import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { messageTemplates } from "#server/db/schema/message-templates";
import { outboxMessages } from "#server/db/schema/outbox";
import { whatsappConversations } from "#server/db/schema/whatsapp";

/** The database or an open transaction: messages are written in the transaction of the change that causes them. */
export type Executor = Database | Transaction;
export type OutboxInsert = Pick<typeof outboxMessages.$inferInsert, "channel" | "recipient" | "template" | "subject" | "body" | "bodyHtml" | "waTemplate">;
export type StoredTemplate = Pick<typeof messageTemplates.$inferSelect, "subject" | "body" | "whatsappParameters" | "metaName" | "metaStatus">;

/** The composer's reads and writes: the edited template, the contact's WhatsApp window, the outbox rows. */
export const messageSendingRepository = {
  async template(ex: Executor, key: { purpose: string; channel: string; language: string }): Promise<StoredTemplate | null> {
    const [row] = await ex
      .select({
        subject: messageTemplates.subject,
        body: messageTemplates.body,
        whatsappParameters: messageTemplates.whatsappParameters,
        metaName: messageTemplates.metaName,
        metaStatus: messageTemplates.metaStatus,
      })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.purpose, key.purpose), eq(messageTemplates.channel, key.channel), eq(messageTemplates.language, key.language)))
      .limit(1);
    return row ?? null;
  },

  async lastInboundAt(ex: Executor, phone: string): Promise<Date | null> {
    const [row] = await ex
      .select({ at: whatsappConversations.lastInboundAt })
      .from(whatsappConversations)
      .where(eq(whatsappConversations.contactPhone, phone))
      .limit(1);
    return row?.at ?? null;
  },

  async insert(ex: Executor, rows: OutboxInsert[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await ex.insert(outboxMessages).values(rows).returning({ id: outboxMessages.id });
    return inserted.map((row) => row.id);
  },
};
