import { bigint, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Folders of the file repository; a folder's parent is another folder or none (the root). */
export const fileFolders = pgTable(
  "file_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    parentId: uuid("parent_id").references((): AnyPgColumn => fileFolders.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (table) => [index("file_folders_parent_idx").on(table.parentId)],
);

/**
 * Uploaded files (DESIGN "Files"). `storage_key` is the server-chosen name in the storage (never
 * the uploader's); `name` is only what staff see and search. Images keep their size and the
 * widths of their WebP variants, so pages build `srcset` from the address alone.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    folderId: uuid("folder_id").references(() => fileFolders.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** Which storage holds it ("local" or "s3"), so switching storage never loses older files. */
    bucket: text("bucket").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** From the magic bytes, never from the name or the browser. */
    mimeType: text("mime_type").notNull(),
    extension: text("extension").notNull(),
    kind: text("kind").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    variantWidths: jsonb("variant_widths").$type<number[]>().notNull().default([]),
    variantBytes: bigint("variant_bytes", { mode: "number" }).notNull().default(0),
    visibility: text("visibility").notNull().default("public"),
    ownerId: text("owner_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("files_folder_idx").on(table.folderId), index("files_name_idx").on(table.name)],
);
