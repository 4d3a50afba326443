import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { customers } from "./bookings";
import { operators } from "./operators";
import { outboxMessages } from "./outbox";
import { users } from "./users";

/**
 * One WhatsApp contact (DESIGN: WhatsApp conversations), linked to the customer or operator with
 * the same phone when there is one. `lastInboundAt` opens the 24-hour window. The inbox (assignee,
 * resolved, unread) builds on this table later; only what the webhook and worker need is here.
 */
export const whatsappConversations = pgTable(
  "whatsapp_conversations",
  {
    id: serial("id").primaryKey(),
    /** E.164 with the plus (+9665…), as customers' and operators' phones are stored. */
    contactPhone: text("contact_phone").notNull(),
    contactName: text("contact_name"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    unreadCount: integer("unread_count").notNull().default(0),
    createdAt: createdAt(),
    // The inbox (migration 0020): who answers it, whether it is done, when staff last replied.
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** Set while resolved; a new inbound message opens the conversation again. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** The last reply sent from the inbox: "needs a reply" is an inbound message after it. */
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("whatsapp_conversations_phone_idx").on(table.contactPhone), index("whatsapp_conversations_last_idx").on(table.lastMessageAt)],
);

/** Messages in and out of a conversation: text, image (Meta's media id) or location. */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => whatsappConversations.id, { onDelete: "cascade" }),
    direction: text("direction").$type<"in" | "out">().notNull(),
    /** Meta's wamid; unique, so a webhook delivered twice stores the message once. */
    providerId: text("provider_id"),
    kind: text("kind").$type<"text" | "image" | "location">().notNull(),
    body: text("body"),
    mediaId: text("media_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Inbound: "received"; outbound: the outbox row's status. */
    status: text("status").notNull(),
    outboxId: integer("outbox_id").references(() => outboxMessages.id, { onDelete: "set null" }),
    /**
     * An inbound image once the inbox fetched it from the Cloud API: kept in the file storage
     * (bucket "local" or "s3", key "whatsapp/<uuid>.jpg"), re-encoded without its metadata, and
     * served only through the inbox's authorised route (migration 0020).
     */
    mediaBucket: text("media_bucket"),
    mediaKey: text("media_key"),
    mediaType: text("media_type"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("whatsapp_messages_provider_idx").on(table.providerId),
    index("whatsapp_messages_conversation_idx").on(table.conversationId, table.at),
  ],
);

/**
 * Every webhook event once (de-duplicated by its key under a unique constraint: a status is
 * `status:<wamid>:<status>`, an inbound message `message:<wamid>`). Statuses stay here: one that
 * arrives before its outbox row has the wamid (the send call has not returned yet) is applied when
 * the worker stores the id; `callbackData` (outbox:<id>, sent with the message) ties a status to
 * its row even if the process stopped before storing the id.
 */
export const whatsappWebhookEvents = pgTable(
  "whatsapp_webhook_events",
  {
    eventKey: text("event_key").primaryKey(),
    /** A template status (message_template_status_update) is `template:<id>:<event>:<time>`. */
    kind: text("kind").$type<"status" | "message" | "template">().notNull(),
    providerId: text("provider_id").notNull(),
    status: text("status"),
    errorCode: integer("error_code"),
    errorTitle: text("error_title"),
    callbackData: text("callback_data"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("whatsapp_webhook_events_provider_idx").on(table.providerId), index("whatsapp_webhook_events_callback_idx").on(table.callbackData)],
);
