import { and, eq, isNull, or, sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";
import { outboxMessages } from "#server/db/schema/outbox";
import { whatsappConversations, whatsappWebhookEvents } from "#server/db/schema/whatsapp";

export interface ClaimedWhatsapp {
  id: number;
  recipient: string;
  body: string;
  attempts: number;
  wa_template: { name: string; language: "en" | "en_US" | "ar"; parameters: string[] } | null;
  /** "sending" when an earlier claim expired without an answer stored: the send is uncertain. */
  was: string;
}

export const DELIVERY_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * How far a message got; a status only ever moves up this scale (webhooks arrive out of order).
 * "failed" (Meta could not deliver) outranks "sent" but not "delivered" or "read".
 */
const RANK = (column: string) => sql.raw(`(case ${column} when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 0 end)`);

/** Every query of WhatsApp sending and delivery: the outbox's WhatsApp rows, webhook events, the window. */
export function createWhatsappDeliveryRepository(db: Database) {
  return {
    /**
     * Claims due WhatsApp rows without a provider id (FOR UPDATE SKIP LOCKED: two processes never
     * take the same row), as the email claim does, returning each row's status before the claim.
     */
    claimDue(limit: number, now: Date, reclaimAfter: Date) {
      return executeRows<ClaimedWhatsapp>(
        db,
        sql`with due as (
              select id, status as was from outbox_messages
              where channel = 'whatsapp' and status in ('queued', 'sending') and provider_id is null
                and next_attempt_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
              order by id limit ${limit} for update skip locked)
            update outbox_messages o set status = 'sending', attempts = o.attempts + 1, next_attempt_at = ${reclaimAfter.toISOString()}::timestamptz
            from due where o.id = due.id
            returning o.id, o.recipient, o.body, o.attempts, o.wa_template, due.was`,
      );
    },

    /** Says on the outbox page why queued WhatsApp rows wait (no attempt is spent; a send clears it). */
    async markNotConfigured(): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ lastError: "whatsapp.notConfigured" })
        .where(and(eq(outboxMessages.channel, "whatsapp"), eq(outboxMessages.status, "queued"), isNull(outboxMessages.lastError)));
    },

    /** The contact's last inbound message, which opens the 24-hour window. */
    async lastInboundAt(phone: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: whatsappConversations.lastInboundAt })
        .from(whatsappConversations)
        .where(eq(whatsappConversations.contactPhone, phone));
      return row?.at ?? null;
    },

    /**
     * Stores Meta's id the moment the send call answers (the row is then never claimed again),
     * then applies any status that arrived before it.
     */
    async recordSent(id: number, providerId: string, at: Date): Promise<void> {
      await db.execute(
        sql`update outbox_messages set provider_id = ${providerId}, last_error = null, failed_code = null, failed_title = null, sent_at = coalesce(sent_at, ${at.toISOString()}::timestamptz),
              status = case when ${RANK("status")} >= 1 then status else 'sent' end
            where id = ${id}`,
      );
      await this.applyKnownStatuses(providerId, `outbox:${id}`);
    },

    /** Statuses already received for this message (by its wamid or by the callback data sent with it), applied in order. */
    async applyKnownStatuses(providerId: string, callbackData: string): Promise<void> {
      const events = await db
        .select()
        .from(whatsappWebhookEvents)
        .where(
          and(
            eq(whatsappWebhookEvents.kind, "status"),
            or(eq(whatsappWebhookEvents.providerId, providerId), eq(whatsappWebhookEvents.callbackData, callbackData)),
          ),
        );
      for (const event of events) await this.applyStatus(providerId, event.status as DeliveryStatus, event.at, event.errorCode, event.errorTitle);
    },

    /** One status onto the message with this wamid, never moving it backwards (one atomic statement). */
    async applyStatus(providerId: string, status: DeliveryStatus, at: Date, errorCode: number | null, errorTitle: string | null): Promise<void> {
      if (!DELIVERY_STATUSES.includes(status)) return; // the rank below is spelled into the SQL
      const iso = at.toISOString();
      await db.execute(
        sql`update outbox_messages set
              status = case when ${RANK(`'${status}'`)} > ${RANK("status")} then ${status} else status end,
              sent_at = coalesce(sent_at, ${iso}::timestamptz),
              -- read implies delivered: the earliest time either reports is the delivery time.
              delivered_at = case when ${status} in ('delivered', 'read') then least(coalesce(delivered_at, ${iso}::timestamptz), ${iso}::timestamptz) else delivered_at end,
              read_at = case when ${status} = 'read' then coalesce(read_at, ${iso}::timestamptz) else read_at end,
              failed_code = case when ${status} = 'failed' and ${RANK("status")} < 2 then ${errorCode} else failed_code end,
              failed_title = case when ${status} = 'failed' and ${RANK("status")} < 2 then ${errorTitle} else failed_title end
            where provider_id = ${providerId}`,
      );
    },

    /**
     * A status carrying our callback data (outbox:<id>) ties Meta's id to a row that has none: the
     * process stopped before storing it, or the call timed out although Meta sent the message.
     * The row then counts as sent and is never claimed again. True when a row was adopted.
     */
    async adopt(outboxId: number, providerId: string): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ providerId, lastError: null, status: "sent", nextAttemptAt: new Date() })
        .where(and(eq(outboxMessages.id, outboxId), eq(outboxMessages.channel, "whatsapp"), isNull(outboxMessages.providerId)))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    async findAdoptable(outboxId: number): Promise<string | null> {
      const [event] = await db
        .select({ providerId: whatsappWebhookEvents.providerId })
        .from(whatsappWebhookEvents)
        .where(eq(whatsappWebhookEvents.callbackData, `outbox:${outboxId}`))
        .limit(1);
      return event?.providerId ?? null;
    },

    async update(
      id: number,
      values: Partial<Pick<typeof outboxMessages.$inferInsert, "status" | "lastError" | "nextAttemptAt" | "failedCode" | "failedTitle">>,
    ): Promise<void> {
      await db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
    },
  };
}
export type WhatsappDeliveryRepository = ReturnType<typeof createWhatsappDeliveryRepository>;
