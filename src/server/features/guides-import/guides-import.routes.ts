import type { Context } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import { GUIDE_IMPORT_PATH_PREFIX } from "#shared/content/guide-import.schema";
import { guideImportText } from "#shared/content/guide-import-texts";
import { staffLanguage } from "#server/platform/http/staff-language";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import type { StaffContext } from "#server/platform/auth/staff-guard";
import type { GuidesImport } from "./guides-import.service";
import { readUploadedFiles } from "./import-files";
import { parseRows } from "./parse-rows";

/** DESIGN "Roles": guides are content; admins and the content team import them. */
export const GUIDES_IMPORT_PERMISSION = "content.write";

/** A refusal of the whole upload, in the back office's language. */
const refused = (c: Context, english: string) => c.json<ApiErrorBody>({ error: guideImportText(english, staffLanguage(c)) }, 400);

/** The uploaded files (multipart field `files`), read and parsed; a bad file is a 400 naming it, before any row is planned. */
async function uploadedRows(c: Context) {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { ok: false as const, response: refused(c, 'Upload the files as multipart/form-data in the field "files".') };
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { ok: false as const, response: refused(c, "The upload could not be read. Please choose the files again.") };
  }
  const entries = form.getAll("files").filter((entry): entry is File => typeof entry !== "string");
  const files = await readUploadedFiles(entries);
  if (!files.ok) return { ok: false as const, response: refused(c, files.error) };
  const parsed = parseRows(files.format, files.files);
  if (!parsed.ok) return { ok: false as const, response: refused(c, parsed.error) };
  return { ok: true as const, rows: parsed.rows };
}

export function guidesImportRoutes(deps: { guidesImport: GuidesImport }): AdminRoute[] {
  const handle = (dryRun: boolean) => async (c: Context, staff: StaffContext) => {
    const upload = await uploadedRows(c);
    if (!upload.ok) return upload.response;
    const answer = dryRun ? await deps.guidesImport.dryRun(upload.rows) : await deps.guidesImport.commit(upload.rows, staff.actor);
    // Each row's reasons in the back office's language (the report the page downloads is made from these).
    const language = staffLanguage(c);
    return c.json({ ...answer, rows: answer.rows.map((row) => ({ ...row, errors: row.errors.map((error) => guideImportText(error, language)) })) });
  };
  return [
    adminRoute("POST", `${GUIDE_IMPORT_PATH_PREFIX}/dry-run`, GUIDES_IMPORT_PERMISSION, handle(true)),
    adminRoute("POST", `${GUIDE_IMPORT_PATH_PREFIX}/commit`, GUIDES_IMPORT_PERMISSION, handle(false)),
  ];
}
