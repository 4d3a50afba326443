import { GUIDE_IMPORT_LIMITS } from "#shared/content/guide-import.schema";

export interface UploadedFile {
  name: string;
  text: string;
}
export type ImportFormat = "csv" | "json" | "markdown";
export type FilesResult = { ok: true; format: ImportFormat; files: UploadedFile[] } | { ok: false; error: string };

const FORMAT_OF: Record<string, ImportFormat> = { csv: "csv", json: "json", md: "markdown", markdown: "markdown" };
const utf8 = new TextDecoder("utf-8", { fatal: true });
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The uploaded files, checked before any row is read: one format per upload (one CSV, one JSON,
 * or Markdown files), within the limits, and UTF-8 text. Every refusal names the file.
 */
export async function readUploadedFiles(entries: File[]): Promise<FilesResult> {
  if (entries.length === 0) return { ok: false, error: "Choose a file to import (CSV, JSON or Markdown)." };
  if (entries.length > GUIDE_IMPORT_LIMITS.maxFiles) return { ok: false, error: `At most ${GUIDE_IMPORT_LIMITS.maxFiles} files can be imported at once.` };
  const total = entries.reduce((sum, file) => sum + file.size, 0);
  if (total > GUIDE_IMPORT_LIMITS.maxBytes) return { ok: false, error: `The upload is ${megabytes(total)}; the limit is 5 MB.` };
  const formats = new Set<ImportFormat>();
  for (const file of entries) {
    const extension = /\.([A-Za-z]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
    const format = FORMAT_OF[extension];
    if (!format) return { ok: false, error: `${file.name}: only .csv, .json and .md files can be imported.` };
    formats.add(format);
  }
  if (formats.size > 1) return { ok: false, error: "Upload one kind of file at a time: one CSV, one JSON, or Markdown files." };
  const format = [...formats][0]!;
  if (format !== "markdown" && entries.length > 1) return { ok: false, error: `Upload one ${format.toUpperCase()} file at a time.` };
  const files: UploadedFile[] = [];
  for (const file of entries) {
    let text: string;
    try {
      text = utf8.decode(await file.arrayBuffer());
    } catch {
      return { ok: false, error: `${file.name} is not UTF-8 text. Save it as "CSV UTF-8" (or UTF-8 text) and upload it again.` };
    }
    // A byte-order mark is how some editors say "UTF-8": it is not part of the first column's name.
    files.push({ name: file.name, text: text.replace(/^\uFEFF/, "") });
  }
  return { ok: true, format, files };
}
