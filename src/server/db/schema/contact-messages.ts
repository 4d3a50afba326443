import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
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
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("contact_messages_status_idx").on(table.status, table.createdAt)],
);
