import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Editable message templates (issue 22, DESIGN: Templates): one per purpose, channel and language.
 * A purpose with no row sends its built-in default (src/shared/messaging/default-templates.ts);
 * a row is written on the first save, and "restore default" writes the default back into it
 * (is_default) so the version keeps counting up and a stale editor is still refused.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: serial("id").primaryKey(),
    /** A stable key of template-purposes.ts, e.g. booking.confirmed.customer. */
    purpose: text("purpose").notNull(),
    channel: text("channel").notNull(),
    /** en, ar (ready for more). */
    language: text("language").notNull(),
    /** Email only. */
    subject: text("subject"),
    /** Markdown for email; the WhatsApp text with named variables for WhatsApp. */
    body: text("body").notNull(),
    /** WhatsApp as Meta stores it: {{1}}, {{2}}… and the variable each number takes. */
    whatsappBody: text("whatsapp_body"),
    whatsappParameters: jsonb("whatsapp_parameters").$type<string[]>(),
    metaName: text("meta_name"),
    metaCategory: text("meta_category"),
    /** Meta approves each name + language on its own; synced from the Cloud API (WhatsApp lane). */
    metaStatus: text("meta_status"),
    metaStatusReason: text("meta_status_reason"),
    isDefault: boolean("is_default").notNull().default(false),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedByEmail: text("updated_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("message_templates_key").on(table.purpose, table.channel, table.language)],
);
