import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Messages waiting to leave (DESIGN: outbox). Written in the same transaction as the change that
 * causes them; a worker sends them when a channel is configured, otherwise they stay "queued"
 * and admins read them in the back office.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    template: text("template").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** Email: the HTML part rendered from the template's Markdown (migration 0018); the body is the plain-text part. */
    bodyHtml: text("body_html"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    // WhatsApp delivery (migration 0016). Columns rather than a status history: the outbox page
    // shows one row per message with its ticks, and the raw status events (with their ids, for
    // de-duplication) are kept in whatsapp_webhook_events for whoever needs the history.
    /** Meta's message id (wamid), stored the moment the send call answers: a row with one is never sent again. */
    providerId: text("provider_id"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Meta's error code and title when it refused the send or reported the delivery failed. */
    failedCode: integer("failed_code"),
    failedTitle: text("failed_title"),
    /**
     * Set when the message is an approved WhatsApp template (name, language code, numbered body
     * parameters): it may go at any time. Unset, the body goes as free text, only inside the
     * contact's 24-hour window (src/shared/messaging/whatsapp-window.ts).
     */
    waTemplate: jsonb("wa_template").$type<{ name: string; language: "en" | "en_US" | "ar"; parameters: string[] }>(),
  },
  (table) => [index("outbox_status_idx").on(table.status, table.nextAttemptAt), uniqueIndex("outbox_provider_id_idx").on(table.providerId)],
);
