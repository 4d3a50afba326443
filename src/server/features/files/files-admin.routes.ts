import type { z } from "zod";
import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { FILE_UPLOAD_PATH } from "#shared/files/file-rules";
import {
  fileListQuerySchema,
  fileVisibilitySchema,
  folderInputSchema,
  moveFileSchema,
  renameFileSchema,
  renameFolderSchema,
  uploadFieldsSchema,
} from "#shared/files/files.schema";
import { uuidSchema } from "#shared/validation/ids";
import { adminRoute, idParam, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { RateLimiter } from "#server/platform/rate-limit/rate-limit";
import { fieldErrorsOf, parseJsonBody as parseEnglishJsonBody, parseQuery } from "#server/platform/http/validation";
import { staffLanguage } from "#server/platform/http/staff-language";
import { filesText } from "#shared/files/files-texts";
import type { FileUploadService } from "./file-upload.service";
import { FILE_GONE, FOLDER_GONE, type Outcome } from "./files-outcome";
import type { FilesService } from "./files.service";

const UPLOADS_PER_HOUR = 300;

/** The files service and schemas write English; staff read their refusals in the back office's language. */
const inStaffLanguage = (c: Context) => (english: string) => filesText(english, staffLanguage(c));
const parseJsonBody = <S extends z.ZodType>(c: Context, schema: S) => parseEnglishJsonBody(c, schema, inStaffLanguage(c));

function answer<T>(c: Context, outcome: Outcome<T>, okStatus: 200 | 201 = 200) {
  if (outcome.kind === "ok") return c.json(outcome.value as object, okStatus);
  const error = inStaffLanguage(c)(outcome.message);
  return c.json<ApiErrorBody & { uses?: unknown }>({ error, ...(outcome.uses ? { uses: outcome.uses } : {}) }, outcome.status);
}

/** Our file and folder ids are uuids; anything else names nothing (404, no query). */
const withUuid = (c: Context, message: string, run: (id: string) => Promise<Response>) =>
  uuidSchema.safeParse(idParam(c)).success ? run(idParam(c)) : c.json<ApiErrorBody>({ error: inStaffLanguage(c)(message) }, 404);

/** Reads the multipart upload: one file under "file", and the optional fields. Bad shapes are a 400. */
async function readUpload(c: Context) {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? ""))
    return { error: "Send the file as multipart/form-data, in a field named file." } as const;
  const form = await c.req.parseBody({ all: false }).catch(() => null);
  if (!form) return { error: "The upload could not be read. Try again." } as const;
  const file = form.file;
  if (!(file instanceof File)) return { error: "Choose a file to upload." } as const;
  const text = (value: unknown) => (typeof value === "string" ? value : value === undefined ? undefined : 0);
  const fields = uploadFieldsSchema.safeParse({ folderId: text(form.folderId), visibility: text(form.visibility), name: text(form.name) });
  if (!fields.success) return { error: "Some fields are not valid.", fieldErrors: fieldErrorsOf(fields.error) } as const;
  return { file, fields: fields.data } as const;
}

/**
 * The file repository's API (/admin/file-repository, /admin/files): every role reads; uploads and
 * changes need files.manage (admin and content: DESIGN "Roles").
 */
export function filesAdminRoutes(deps: { files: FilesService; upload: FileUploadService; limiter: RateLimiter }): AdminRoute[] {
  const { files } = deps;
  return [
    adminRoute("GET", "/api/admin/files", "dashboard.read", async (c) => {
      const query = parseQuery(c, fileListQuerySchema);
      return query.ok ? c.json(await files.list(query.data)) : query.response;
    }),

    adminRoute("POST", FILE_UPLOAD_PATH, "files.manage", async (c, staff) => {
      const limit = await deps.limiter.hit(`files-upload:${staff.actor.id}`, { limit: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 });
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return c.json<ApiErrorBody>({ error: inStaffLanguage(c)("Too many uploads in the last hour. Wait a while and try again.") }, 429);
      }
      const upload = await readUpload(c);
      if ("error" in upload) {
        const translate = inStaffLanguage(c);
        const fieldErrors =
          "fieldErrors" in upload && upload.fieldErrors
            ? Object.fromEntries(Object.entries(upload.fieldErrors).map(([field, message]) => [field, translate(message)]))
            : undefined;
        return c.json<ApiErrorBody>({ error: translate(upload.error!), fieldErrors }, 400);
      }
      const bytes = new Uint8Array(await upload.file.arrayBuffer());
      const stored = await deps.upload(staff.actor, { bytes, fileName: upload.file.name, fields: upload.fields });
      return stored.kind === "ok" ? c.json(await files.view(stored.value), 201) : answer(c, stored);
    }),

    adminRoute("GET", "/api/admin/files/:id", "dashboard.read", (c) =>
      withUuid(c, FILE_GONE, async (id) => {
        const file = await files.get(id);
        return file ? c.json({ file, uses: await files.usesOf(id) }) : c.json<ApiErrorBody>({ error: inStaffLanguage(c)(FILE_GONE) }, 404);
      }),
    ),
    adminRoute("GET", "/api/admin/files/:id/link", "dashboard.read", (c) => withUuid(c, FILE_GONE, async (id) => answer(c, await files.link(id)))),
    adminRoute("PATCH", "/api/admin/files/:id", "files.manage", (c, staff) =>
      withUuid(c, FILE_GONE, async (id) => {
        const parsed = await parseJsonBody(c, renameFileSchema);
        return parsed.ok ? answer(c, await files.rename(staff.actor, id, parsed.data.name)) : parsed.response;
      }),
    ),
    adminRoute("POST", "/api/admin/files/:id/move", "files.manage", (c, staff) =>
      withUuid(c, FILE_GONE, async (id) => {
        const parsed = await parseJsonBody(c, moveFileSchema);
        return parsed.ok ? answer(c, await files.move(staff.actor, id, parsed.data.folderId)) : parsed.response;
      }),
    ),
    adminRoute("POST", "/api/admin/files/:id/visibility", "files.manage", (c, staff) =>
      withUuid(c, FILE_GONE, async (id) => {
        const parsed = await parseJsonBody(c, fileVisibilitySchema);
        return parsed.ok ? answer(c, await files.setVisibility(staff.actor, id, parsed.data.visibility)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/files/:id", "files.manage", (c, staff) =>
      withUuid(c, FILE_GONE, async (id) => answer(c, await files.remove(staff.actor, id))),
    ),

    adminRoute("POST", "/api/admin/file-folders", "files.manage", async (c, staff) => {
      const parsed = await parseJsonBody(c, folderInputSchema);
      return parsed.ok ? answer(c, await files.createFolder(staff.actor, parsed.data), 201) : parsed.response;
    }),
    adminRoute("PATCH", "/api/admin/file-folders/:id", "files.manage", (c, staff) =>
      withUuid(c, FOLDER_GONE, async (id) => {
        const parsed = await parseJsonBody(c, renameFolderSchema);
        return parsed.ok ? answer(c, await files.renameFolder(staff.actor, id, parsed.data.name)) : parsed.response;
      }),
    ),
    adminRoute("DELETE", "/api/admin/file-folders/:id", "files.manage", (c, staff) =>
      withUuid(c, FOLDER_GONE, async (id) => answer(c, await files.deleteFolder(staff.actor, id))),
    ),
  ];
}
