import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { executeRows, type Database, type Transaction } from "#server/db/client";
import { outboxMessages } from "#server/db/schema/outbox";
import { users } from "#server/db/schema/users";
import { whatsappConversations, whatsappMessages } from "#server/db/schema/whatsapp";
import type { WhatsappInboxFilter } from "#shared/messaging/whatsapp-inbox.schema";

/** One conversation with what the list shows (raw row: dates may come as Date or text). */
export interface ConversationListRow {
  id: number;
  contact_name: string | null;
  contact_phone: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_language: string | null;
  operator_id: number | null;
  operator_name: string | null;
  unread_count: number;
  assigned_to: string | null;
  assignee_name: string | null;
  resolved_at: Date | string | null;
  last_inbound_at: Date | string | null;
  last_reply_at: Date | string | null;
  last_message_at: Date | string;
  last_direction: "in" | "out" | null;
  last_kind: string | null;
  last_text: string | null;
  last_at: Date | string | null;
}

export interface ThreadRow {
  key: string;
  direction: "in" | "out";
  kind: string;
  text: string | null;
  has_media: boolean;
  latitude: number | null;
  longitude: number | null;
  status: string;
  error: string | null;
  failed_title: string | null;
  at: Date | string;
  delivered_at: Date | string | null;
  read_at: Date | string | null;
}

/** "Needs a reply": the contact wrote after the inbox's last reply, and it is not resolved. */
const NEEDS_REPLY = sql`(c.resolved_at is null and c.last_inbound_at is not null and (c.last_reply_at is null or c.last_reply_at < c.last_inbound_at))`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function whereOf(filter: WhatsappInboxFilter, q: string, staffId: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter === "open") parts.push(sql`c.resolved_at is null`);
  if (filter === "resolved") parts.push(sql`c.resolved_at is not null`);
  if (filter === "needs-reply") parts.push(NEEDS_REPLY);
  if (filter === "unread") parts.push(sql`c.unread_count > 0`);
  if (filter === "mine") parts.push(sql`c.assigned_to = ${staffId} and c.resolved_at is null`);
  if (q) {
    const like = likeOf(q);
    const digits = q.replace(/\D/g, "");
    parts.push(sql`(c.contact_name ilike ${like} or cu.name ilike ${like} or op.name ilike ${like}
      ${digits.length >= 3 ? sql`or c.contact_phone like ${likeOf(digits)}` : sql``}
      or exists (select 1 from whatsapp_messages m where m.conversation_id = c.id and m.body ilike ${like})
      or exists (select 1 from outbox_messages o where o.channel = 'whatsapp' and o.recipient = c.contact_phone and o.body ilike ${like}))`);
  }
  return sql.join(parts, sql` and `);
}

const LIST_COLUMNS = sql`c.id, c.contact_name, c.contact_phone, c.customer_id, cu.name as customer_name, cu.language as customer_language,
  c.operator_id, op.name as operator_name, c.unread_count, c.assigned_to, u.name as assignee_name, c.resolved_at,
  c.last_inbound_at, c.last_reply_at, c.last_message_at, last.direction as last_direction, last.kind as last_kind, last.text as last_text, last.at as last_at`;
// The latest message in or out (outbound ones are the outbox's rows to the contact's phone).
const FROM = sql`from whatsapp_conversations c
  left join customers cu on cu.id = c.customer_id
  left join operators op on op.id = c.operator_id
  left join users u on u.id = c.assigned_to
  left join lateral (
    select * from (
      (select 'in' as direction, m.kind, m.body as text, m.at from whatsapp_messages m where m.conversation_id = c.id order by m.at desc, m.id desc limit 1)
      union all
      (select 'out', case when o.wa_template is null then 'text' else 'template' end, o.body, o.created_at from outbox_messages o
        where o.channel = 'whatsapp' and o.recipient = c.contact_phone order by o.created_at desc, o.id desc limit 1)
    ) both_ways order by at desc limit 1
  ) last on true`;

/** The inbox's queries: conversations, their threads, and the staff writes on them. */
export function createWhatsappInboxRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async page(filter: WhatsappInboxFilter, q: string, staffId: string, page: number, pageSize: number) {
      const where = whereOf(filter, q, staffId);
      const [rows, [total]] = await Promise.all([
        executeRows<ConversationListRow>(
          db,
          sql`select ${LIST_COLUMNS} ${FROM} where ${where} order by c.last_message_at desc, c.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        executeRows<{ total: number | string }>(
          db,
          sql`select count(*) as total from whatsapp_conversations c left join customers cu on cu.id = c.customer_id left join operators op on op.id = c.operator_id where ${where}`,
        ),
      ]);
      return { items: rows, total: Number(total?.total ?? 0) };
    },

    async find(id: number): Promise<ConversationListRow | null> {
      const [row] = await executeRows<ConversationListRow>(db, sql`select ${LIST_COLUMNS} ${FROM} where c.id = ${id}`);
      return row ?? null;
    },

    /** The latest messages in and out, oldest first. */
    async thread(id: number, phone: string, limit: number): Promise<ThreadRow[]> {
      const rows = await executeRows<ThreadRow>(
        db,
        sql`select * from (
              select 'in-' || m.id as key, 'in' as direction, m.kind, m.body as text, (m.media_id is not null) as has_media, m.latitude, m.longitude,
                m.status, null as error, null as failed_title, m.at, null::timestamptz as delivered_at, null::timestamptz as read_at
              from whatsapp_messages m where m.conversation_id = ${id}
              union all
              select 'out-' || o.id, 'out', case when o.wa_template is null then 'text' else 'template' end, o.body, false, null, null,
                o.status, o.last_error, o.failed_title, o.created_at, o.delivered_at, o.read_at
              from outbox_messages o where o.channel = 'whatsapp' and o.recipient = ${phone}
            ) t order by at desc, key desc limit ${limit}`,
      );
      return rows.reverse();
    },

    /** The contact's bookings (as customer, by the linked customer or the same phone), newest first. */
    bookings(customerId: number | null, phone: string) {
      return executeRows<{ id: number; reference: string; status: string; pickup_at: Date | string | null }>(
        db,
        sql`select b.id, b.reference, b.status, (select min(j.pickup_at) from jobs j where j.booking_id = b.id) as pickup_at
            from bookings b join customers cu on cu.id = b.customer_id
            where cu.id = ${customerId ?? -1} or cu.phone = ${phone}
            order by b.id desc limit 20`,
      );
    },

    async markRead(tx: Transaction, id: number): Promise<number> {
      const [before] = await tx
        .select({ unread: whatsappConversations.unreadCount })
        .from(whatsappConversations)
        .where(eq(whatsappConversations.id, id))
        .for("update");
      if (!before || before.unread === 0) return 0;
      await tx.update(whatsappConversations).set({ unreadCount: 0 }).where(eq(whatsappConversations.id, id));
      return before.unread;
    },

    async lockForUpdate(tx: Transaction, id: number) {
      const [row] = await tx.select().from(whatsappConversations).where(eq(whatsappConversations.id, id)).for("update");
      return row ?? null;
    },

    async setAssignee(tx: Transaction, id: number, assigneeId: string | null): Promise<void> {
      await tx.update(whatsappConversations).set({ assignedTo: assigneeId }).where(eq(whatsappConversations.id, id));
    },

    async setResolved(tx: Transaction, id: number, resolvedAt: Date | null): Promise<void> {
      await tx.update(whatsappConversations).set({ resolvedAt }).where(eq(whatsappConversations.id, id));
    },

    /** A reply leaves through the outbox (the worker sends and retries it); the conversation moves on and counts as read. */
    async enqueueReply(
      tx: Transaction,
      conversationId: number,
      reply: { recipient: string; template: string; body: string; waTemplate: { name: string; language: "en" | "ar"; parameters: string[] } | null },
      at: Date,
    ): Promise<number> {
      const [row] = await tx
        .insert(outboxMessages)
        .values({ channel: "whatsapp", recipient: reply.recipient, template: reply.template, body: reply.body, waTemplate: reply.waTemplate, createdAt: at })
        .returning({ id: outboxMessages.id });
      await tx
        .update(whatsappConversations)
        .set({ lastReplyAt: at, lastMessageAt: sql`greatest(${whatsappConversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`, unreadCount: 0 })
        .where(eq(whatsappConversations.id, conversationId));
      return row!.id;
    },

    /** Who may be assigned: active staff of the roles that write in the inbox. */
    assignableStaff() {
      return db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(and(eq(users.banned, false), sql`${users.role} in ('admin', 'operations')`))
        .orderBy(users.name)
        .limit(200);
    },

    async unreadConversations(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(whatsappConversations)
        .where(and(sql`${whatsappConversations.unreadCount} > 0`, isNull(whatsappConversations.resolvedAt)));
      return Number(row?.count ?? 0);
    },

    async mediaOf(messageId: number) {
      const [row] = await db
        .select({
          id: whatsappMessages.id,
          mediaId: whatsappMessages.mediaId,
          mediaBucket: whatsappMessages.mediaBucket,
          mediaKey: whatsappMessages.mediaKey,
          mediaType: whatsappMessages.mediaType,
        })
        .from(whatsappMessages)
        .where(eq(whatsappMessages.id, messageId));
      return row ?? null;
    },

    async saveMedia(messageId: number, media: { bucket: string; key: string; type: string }): Promise<void> {
      await db
        .update(whatsappMessages)
        .set({ mediaBucket: media.bucket, mediaKey: media.key, mediaType: media.type })
        .where(and(eq(whatsappMessages.id, messageId), isNull(whatsappMessages.mediaKey)));
    },

    /** The conversation a sent message belongs to (by the outbox row or by Meta's id), for the live event. */
    async conversationOfOutbox(outboxId: number): Promise<number | null> {
      const [row] = await executeRows<{ id: number }>(
        db,
        sql`select c.id from outbox_messages o join whatsapp_conversations c on c.contact_phone = o.recipient where o.id = ${outboxId} and o.channel = 'whatsapp'`,
      );
      return row?.id ?? null;
    },
  };
}
export type WhatsappInboxRepository = ReturnType<typeof createWhatsappInboxRepository>;
