import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull(),
    // "new" until a member of staff marks it "handled", with a note on what was done.
    status: text("status").notNull().default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
    handledNote: text("handled_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("contact_messages_status_idx").on(table.status, table.createdAt)],
);
