import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { STORAGE_LIST_DEFAULTS, VISIBILITIES } from "./file-rules";

/**
 * The file repository's payloads, one schema each, used by the screens and the server. Names are
 * labels only (the stored object has a server-made name), but they still refuse path pieces, so
 * no name can ever look like a path if someone later uses it as one.
 */
const nameMessages = {
  required: "Give a name.",
  tooShort: "Give a name.",
  tooLong: "Use at most 200 characters.",
  forbidden: "This name contains characters that are not allowed.",
};
export const fileNameSchema = safeText({ min: 1, max: 200, messages: nameMessages })
  .refine((value) => !/[/\\]/.test(value), "A name cannot contain / or \\.")
  .refine((value) => value !== "." && value !== ".." && !value.startsWith(".."), "A name cannot start with two dots.");

const folderIdSchema = z.uuid("This folder does not exist.");

export const uploadFieldsSchema = z.object({
  folderId: z.preprocess((v) => (v === "" ? undefined : v), folderIdSchema.optional()),
  visibility: z.enum(VISIBILITIES, "Choose public or private.").default("public"),
  /** Optional label; the uploaded file's own name otherwise. */
  name: fileNameSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export const renameFileSchema = z.object({ name: fileNameSchema }).strict();
export const moveFileSchema = z.object({ folderId: folderIdSchema.nullable() }).strict();
export const fileVisibilitySchema = z.object({ visibility: z.enum(VISIBILITIES, "Choose public or private.") }).strict();
export const folderInputSchema = z.object({ name: fileNameSchema, parentId: folderIdSchema.nullable().default(null) }).strict();
export const renameFolderSchema = z.object({ name: fileNameSchema }).strict();

/** GET /api/admin/files: the spec's storage list defaults (limit 100, offset 0, by name ascending). */
export const fileListQuerySchema = z.object({
  q: safeText({ max: 100 }).optional(),
  /** A folder's id, "root" for files outside any folder, absent for every folder. */
  folder: z.union([z.literal("root"), folderIdSchema]).optional(),
  kind: z.enum(["image", "pdf"]).optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  limit: z.coerce.number("Use a whole number.").int().min(1).max(100).default(STORAGE_LIST_DEFAULTS.limit),
  offset: z.coerce.number("Use a whole number.").int().min(0).max(1_000_000).default(STORAGE_LIST_DEFAULTS.offset),
  sort: z.enum(["name", "createdAt", "size"]).default(STORAGE_LIST_DEFAULTS.sort),
  order: z.enum(["asc", "desc"]).default(STORAGE_LIST_DEFAULTS.order),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;
