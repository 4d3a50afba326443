import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * Workflow rules (issue 22, DESIGN: Workflow rules): when a trigger happens, send a template to a
 * recipient on a channel. Seeded defaults carry their seed_key, so seeding at start-up is
 * idempotent on every process; a deleted rule keeps its row (deleted_at) so a restart does not
 * bring a seeded rule back and its sends keep their rule.
 */
export const workflowRules = pgTable(
  "workflow_rules",
  {
    id: serial("id").primaryKey(),
    /** src/shared/messaging/workflow-triggers.ts */
    trigger: text("trigger").notNull(),
    /** Only for hoursBeforePickup. */
    hoursBefore: integer("hours_before"),
    recipient: text("recipient").notNull(),
    channel: text("channel").notNull(),
    templatePurpose: text("template_purpose").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    seedKey: text("seed_key"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("workflow_rules_seed_key").on(table.seedKey), index("workflow_rules_trigger_idx").on(table.trigger)],
);

/** An email held back by a "WhatsApp, then email" rule: queued only if the WhatsApp message fails. */
export interface HeldEmail {
  recipient: string;
  template: string;
  subject: string;
  body: string;
  bodyHtml: string;
}

/**
 * What each rule sent for each subject (a booking's or a leg's occurrence of its trigger). The
 * unique (rule, subject) makes a time trigger fire once per leg, after a restart and across
 * processes alike: the second insert finds the first and sends nothing.
 */
export const workflowSends = pgTable(
  "workflow_sends",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => workflowRules.id, { onDelete: "cascade" }),
    subjectKey: text("subject_key").notNull(),
    outboxIds: jsonb("outbox_ids").$type<number[]>().notNull().default([]),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest failure of this send (no address, a message that dead-lettered, a fallback to email). */
    error: text("error"),
    errorAt: timestamp("error_at", { withTimezone: true }),
    /** whatsapp_then_email: the email to queue if the WhatsApp message dead-letters; null once used or when there is none. */
    heldEmail: jsonb("held_email").$type<HeldEmail>(),
    /** Outbox ids whose failure has been recorded (so a failure is noted once). */
    failuresSeen: jsonb("failures_seen").$type<number[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex("workflow_sends_rule_subject").on(table.ruleId, table.subjectKey),
    index("workflow_sends_rule_sent_idx").on(table.ruleId, table.sentAt),
  ],
);
