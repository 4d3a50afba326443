import type { GuideImportResultRow } from "#shared/content/guide-import.schema";

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report of a dry run or an import as CSV (UTF-8 with a byte-order mark, so spreadsheets read Arabic). */
export function reportCsv(rows: GuideImportResultRow[], actionName: (action: GuideImportResultRow["action"]) => string): string {
  const lines = [["row", "source", "slug", "result", "errors"].join(",")];
  for (const row of rows) lines.push([row.row, row.source, row.slug, actionName(row.action), row.errors.join(" | ")].map(cell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
