import { date, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** The product roadmap (DESIGN: title, description, status planned / in_progress / done, priority, target date). */
export const roadmapItems = pgTable(
  "roadmap_items",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("planned"),
    /** 1 (highest) to 4 (lowest). */
    priority: integer("priority").notNull().default(2),
    targetDate: date("target_date", { mode: "string" }),
    /** Order within its column (smaller first). */
    position: integer("position").notNull().default(0),
    /** Bumped on every change: an edit made from an old copy is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("roadmap_items_status_idx").on(table.status, table.position)],
);

/** What happened to an item, for its history: created, moved, edited, deleted. */
export const roadmapItemEvents = pgTable(
  "roadmap_item_events",
  {
    id: serial("id").primaryKey(),
    // No foreign key: the history of a deleted item stays readable in the audit log's terms.
    itemId: integer("item_id").notNull(),
    kind: text("kind").notNull(),
    /** The fields that changed, before and after. */
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (table) => [index("roadmap_item_events_item_idx").on(table.itemId, table.createdAt)],
);
