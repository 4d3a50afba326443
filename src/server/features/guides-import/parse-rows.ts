import matter from "gray-matter";
import Papa from "papaparse";
import { GUIDE_IMPORT_COLUMNS, GUIDE_IMPORT_LIMITS, GUIDE_IMPORT_REQUIRED_COLUMNS } from "#shared/content/guide-import.schema";
import type { ImportFormat, UploadedFile } from "./import-files";

/** A record before validation, with where it came from. */
export interface RawRow {
  source: string;
  values: Record<string, unknown>;
  /** Problems found while reading it (a missing language file, bad front matter). */
  errors: string[];
}
export type ParseResult = { ok: true; rows: RawRow[] } | { ok: false; error: string };

const KNOWN = new Set<string>(GUIDE_IMPORT_COLUMNS);
const tooMany = (count: number) =>
  `The file has ${count.toLocaleString("en")} rows; at most ${GUIDE_IMPORT_LIMITS.maxRows} can be imported at once. Split it into smaller files.`;

function missingColumns(columns: string[]): string | null {
  const missing = GUIDE_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  return missing.length > 0 ? `Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. See the example file for the expected columns.` : null;
}
function unknownColumns(columns: string[]): string | null {
  const unknown = columns.filter((column) => !KNOWN.has(column));
  return unknown.length > 0
    ? `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.slice(0, 5).join(", ")}. Use the column names of the example file.`
    : null;
}

function parseCsv(file: UploadedFile): ParseResult {
  const parsed = Papa.parse<Record<string, string>>(file.text, { header: true, skipEmptyLines: "greedy", transformHeader: (header) => header.trim() });
  const columns = parsed.meta.fields ?? [];
  const columnError = missingColumns(columns) ?? unknownColumns(columns);
  if (columnError) return { ok: false, error: `${file.name}: ${columnError}` };
  if (parsed.data.length === 0) return { ok: false, error: `${file.name} has no rows under its header line.` };
  if (parsed.data.length > GUIDE_IMPORT_LIMITS.maxRows) return { ok: false, error: `${file.name}: ${tooMany(parsed.data.length)}` };
  const broken = new Map<number, string>();
  for (const error of parsed.errors) if (error.row !== undefined && !broken.has(error.row)) broken.set(error.row, error.message);
  return {
    ok: true,
    rows: parsed.data.map((values, index) => ({
      source: `${file.name} line ${index + 2}`,
      values,
      errors: broken.has(index) ? [`The line could not be read: ${broken.get(index)}`] : [],
    })),
  };
}

function parseJson(file: UploadedFile): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    return { ok: false, error: `${file.name} is not valid JSON (${(error as Error).message}).` };
  }
  if (!Array.isArray(data)) return { ok: false, error: `${file.name} must hold a list of guides: [ { "slug": …, … }, … ].` };
  if (data.length === 0) return { ok: false, error: `${file.name} holds no guides.` };
  if (data.length > GUIDE_IMPORT_LIMITS.maxRows) return { ok: false, error: `${file.name}: ${tooMany(data.length)}` };
  return {
    ok: true,
    rows: data.map((item: unknown, index) => {
      const source = `${file.name} item ${index + 1}`;
      if (!item || typeof item !== "object" || Array.isArray(item))
        return { source, values: {}, errors: ["Each item must be an object with the guide's fields."] };
      const unknown = unknownColumns(Object.keys(item));
      return { source, values: item as Record<string, unknown>, errors: unknown ? [unknown] : [] };
    }),
  };
}

// Front matter must be YAML: gray-matter would run a "---js" block as JavaScript.
const engines = { javascript: () => ({}), js: () => ({}), coffee: () => ({}) } as unknown as matter.GrayMatterOption<string, object>["engines"];
const MARKDOWN_NAME = /^(.+)\.(en|ar)\.(?:md|markdown)$/i;

/** Markdown files come in pairs, `<slug>.en.md` and `<slug>.ar.md`: one guide from both. */
function parseMarkdown(files: UploadedFile[]): ParseResult {
  const guides = new Map<string, { en?: UploadedFile; ar?: UploadedFile }>();
  for (const file of files) {
    const match = MARKDOWN_NAME.exec(file.name);
    if (!match) return { ok: false, error: `${file.name}: name Markdown files <slug>.en.md and <slug>.ar.md (one file per language).` };
    const slug = match[1]!;
    const pair = guides.get(slug) ?? {};
    pair[match[2]!.toLowerCase() as "en" | "ar"] = file;
    guides.set(slug, pair);
  }
  if (guides.size > GUIDE_IMPORT_LIMITS.maxRows) return { ok: false, error: tooMany(guides.size) };
  const rows: RawRow[] = [];
  for (const [slug, pair] of guides) {
    const values: Record<string, unknown> = { slug };
    const errors: string[] = [];
    for (const language of ["en", "ar"] as const) {
      const file = pair[language];
      if (!file) {
        errors.push(`${slug}.${language}.md is missing: a guide needs both languages.`);
        continue;
      }
      if (!/^---[ \t]*\r?\n/.test(file.text)) {
        errors.push(`${file.name}: the file must start with a YAML front matter block between --- lines.`);
        continue;
      }
      try {
        const parsed = matter(file.text, { engines });
        const data = parsed.data as Record<string, unknown>;
        for (const shared of ["category", "status", "cover_image", "published_at"])
          if (data[shared] !== undefined && values[shared] === undefined) values[shared] = toText(data[shared]);
        for (const field of ["title", "excerpt", "seo_title", "seo_description"]) values[`${field}_${language}`] = toText(data[field]);
        values[`body_${language}`] = parsed.content.trim();
      } catch (error) {
        errors.push(`${file.name}: the front matter is not valid YAML (${(error as Error).message.split("\n")[0]}).`);
      }
    }
    rows.push({ source: [pair.en?.name, pair.ar?.name].filter(Boolean).join(" + "), values, errors });
  }
  return { ok: true, rows };
}

// YAML reads dates and numbers into other types; the row schema reads text.
const toText = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : typeof value === "number" ? String(value) : value);

export function parseRows(format: ImportFormat, files: UploadedFile[]): ParseResult {
  if (format === "csv") return parseCsv(files[0]!);
  if (format === "json") return parseJson(files[0]!);
  return parseMarkdown(files);
}
