import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { GUIDE_IMPORT_PATH_PREFIX } from "#shared/content/guide-import.schema";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import type { GuidesImport } from "./guides-import.service";
import { readUploadedFiles } from "./import-files";
import { parseRows } from "./parse-rows";

/** DESIGN "Roles": guides are content; admins and the content team import them. */
export const GUIDES_IMPORT_PERMISSION = "content.write";

/** The uploaded files (multipart field `files`), read and parsed; a bad file is a 400 naming it, before any row is planned. */
async function uploadedRows(c: Context) {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { ok: false as const, response: c.json<ApiErrorBody>({ error: 'Upload the files as multipart/form-data in the field "files".' }, 400) };
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { ok: false as const, response: c.json<ApiErrorBody>({ error: "The upload could not be read. Please choose the files again." }, 400) };
  }
  const entries = form.getAll("files").filter((entry): entry is File => typeof entry !== "string");
  const files = await readUploadedFiles(entries);
  if (!files.ok) return { ok: false as const, response: c.json<ApiErrorBody>({ error: files.error }, 400) };
  const parsed = parseRows(files.format, files.files);
  if (!parsed.ok) return { ok: false as const, response: c.json<ApiErrorBody>({ error: parsed.error }, 400) };
  return { ok: true as const, rows: parsed.rows };
}

export function guidesImportRoutes(deps: { guidesImport: GuidesImport }): AdminRoute[] {
  const handle = (dryRun: boolean) => async (c: Context, staff: StaffContext) => {
    const upload = await uploadedRows(c);
    if (!upload.ok) return upload.response;
    return c.json(dryRun ? await deps.guidesImport.dryRun(upload.rows) : await deps.guidesImport.commit(upload.rows, staff.actor));
  };
  return [
    adminRoute("POST", `${GUIDE_IMPORT_PATH_PREFIX}/dry-run`, GUIDES_IMPORT_PERMISSION, handle(true)),
    adminRoute("POST", `${GUIDE_IMPORT_PATH_PREFIX}/commit`, GUIDES_IMPORT_PERMISSION, handle(false)),
  ];
}
