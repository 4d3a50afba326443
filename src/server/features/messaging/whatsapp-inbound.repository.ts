import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { whatsappMessages, whatsappWebhookEvents } from "#server/db/schema/whatsapp";

export type WebhookEventRow = typeof whatsappWebhookEvents.$inferInsert;
export interface InboundMessage {
  eventKey: string;
  phone: string;
  contactName: string | null;
  providerId: string;
  kind: "text" | "image" | "location";
  body: string | null;
  mediaId: string | null;
  latitude: number | null;
  longitude: number | null;
  at: Date;
}

/** The webhook's writes: events once each, inbound messages into their conversation. */
export function createWhatsappInboundRepository(db: Database) {
  return {
    /** True when the event is new; a repeat (Meta retries, duplicates) hits the primary key and changes nothing. */
    async insertEvent(row: WebhookEventRow): Promise<boolean> {
      const inserted = await db.insert(whatsappWebhookEvents).values(row).onConflictDoNothing().returning({ key: whatsappWebhookEvents.eventKey });
      return inserted.length > 0;
    },

    /**
     * Stores one inbound message once, in one transaction with its event: the contact's
     * conversation is created (linked to the customer or operator with that phone) or moved on
     * (last inbound time, which opens the 24-hour window, and one more unread). Null for a repeat.
     */
    async storeInbound(message: InboundMessage): Promise<number | null> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(whatsappWebhookEvents)
          .values({ eventKey: message.eventKey, kind: "message", providerId: message.providerId, at: message.at })
          .onConflictDoNothing()
          .returning({ key: whatsappWebhookEvents.eventKey });
        if (fresh.length === 0) return null;
        const at = message.at.toISOString();
        const [conversation] = await executeRows<{ id: number }>(
          tx as unknown as Database,
          sql`insert into whatsapp_conversations (contact_phone, contact_name, customer_id, operator_id, last_inbound_at, last_message_at, unread_count)
              values (${message.phone}, ${message.contactName},
                (select id from customers where phone = ${message.phone} limit 1),
                (select id from operators where phone = ${message.phone} order by id limit 1),
                ${at}::timestamptz, ${at}::timestamptz, 1)
              on conflict (contact_phone) do update set
                contact_name = coalesce(excluded.contact_name, whatsapp_conversations.contact_name),
                last_inbound_at = greatest(whatsapp_conversations.last_inbound_at, excluded.last_inbound_at),
                last_message_at = greatest(whatsapp_conversations.last_message_at, excluded.last_message_at),
                unread_count = whatsapp_conversations.unread_count + 1,
                -- The contact wrote again: a resolved conversation is open again (the inbox, migration 0020).
                resolved_at = null
              returning id`,
        );
        await tx.insert(whatsappMessages).values({
          conversationId: conversation!.id,
          direction: "in",
          providerId: message.providerId,
          kind: message.kind,
          body: message.body,
          mediaId: message.mediaId,
          latitude: message.latitude,
          longitude: message.longitude,
          status: "received",
          at: message.at,
        });
        return conversation!.id;
      });
    },

    /** The conversation a sent message (Meta's id) went to, so its status change reaches the inbox live. */
    async conversationOfProvider(providerId: string): Promise<number | null> {
      const [row] = await executeRows<{ id: number }>(
        db,
        sql`select c.id from outbox_messages o join whatsapp_conversations c on c.contact_phone = o.recipient
            where o.provider_id = ${providerId} and o.channel = 'whatsapp' limit 1`,
      );
      return row?.id ?? null;
    },
  };
}
export type WhatsappInboundRepository = ReturnType<typeof createWhatsappInboundRepository>;
