/**
 * A strict reader for the front matter of content/ Markdown files: a small subset of YAML, so the
 * seed needs no YAML library and a typo fails loudly instead of becoming a different value.
 *
 * Accepted, one entry per line at column 0:
 *   key: plain text            (a string; quote it if it holds ": ", " #", or starts with a sign)
 *   key: "double quoted"       (JSON string escapes)
 *   key: 'single quoted'       ('' stands for ')
 *   key: 12  /  key: true      (integers, decimals and booleans)
 *   key: [a, "b", 3]           (a list on one line)
 *   key:                       (a list, one "  - item" line per item)
 * plus blank lines and `# comment` lines. Anything else is an error naming the line.
 */
export type FrontMatterScalar = string | number | boolean;
export type FrontMatterValue = FrontMatterScalar | FrontMatterScalar[];
export type FrontMatter = Record<string, FrontMatterValue>;

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const KEY = /^([A-Za-z][A-Za-z0-9_]*):(?: (.*))?$/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const LIST_ITEM = /^ +- (.*)$/;
/** A plain (unquoted) scalar may not start with these: YAML gives them other meanings. */
const RESERVED_START = /^[[\]{}&*!|>%@`"'#,?:-]/;

/** Whether a string can be written without quotes and read back as the same string. */
export function isPlainSafe(text: string): boolean {
  return (
    text.length > 0 &&
    text === text.trim() &&
    !RESERVED_START.test(text) &&
    !text.includes(": ") &&
    !text.endsWith(":") &&
    !text.includes(" #") &&
    !/[\n\r\t]/.test(text) &&
    !NUMBER.test(text) &&
    text !== "true" &&
    text !== "false" &&
    text !== "null" &&
    text !== "~"
  );
}

function parseScalar(raw: string, line: number): FrontMatterScalar {
  const text = raw.trim();
  if (text.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === "string") return value;
    } catch {
      // reported below
    }
    throw new FrontMatterError(`bad double-quoted string ${text}`, line);
  }
  if (text.startsWith("'")) {
    if (text.length < 2 || !text.endsWith("'") || text.slice(1, -1).replace(/''/g, "").includes("'")) {
      throw new FrontMatterError(`bad single-quoted string ${text}`, line);
    }
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text === "true") return true;
  if (text === "false") return false;
  if (NUMBER.test(text)) return Number(text);
  if (!isPlainSafe(text)) throw new FrontMatterError(`the value ${JSON.stringify(text)} must be quoted`, line);
  return text;
}

/** Splits `a, "b, c", 'd'` at the commas outside quotes. */
function splitFlowList(inner: string, line: number): string[] {
  const parts: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string;
    if (quote) {
      current += ch;
      if (ch === "\\" && quote === '"') {
        current += inner[++i] ?? "";
      } else if (ch === quote) {
        if (quote === "'" && inner[i + 1] === "'") current += inner[++i];
        else quote = null;
      }
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ",") {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  if (quote) throw new FrontMatterError("unclosed quote in a list", line);
  parts.push(current);
  if (parts.length === 1 && parts[0]?.trim() === "") return [];
  if (parts.some((p) => p.trim() === "")) throw new FrontMatterError("empty item in a list", line);
  return parts;
}

function parseValue(raw: string, line: number): FrontMatterValue {
  const text = raw.trim();
  if (text.startsWith("[")) {
    if (!text.endsWith("]")) throw new FrontMatterError("a list must end with ] on the same line", line);
    return splitFlowList(text.slice(1, -1), line).map((item) => parseScalar(item, line));
  }
  if (text.startsWith("{")) throw new FrontMatterError("nested maps are not supported", line);
  return parseScalar(text, line);
}

/** Parses the lines between the two `---` markers. */
export function parseFrontMatterBlock(block: string, firstLine = 1): FrontMatter {
  const result: FrontMatter = {};
  const lines = block.split("\n");
  let openList: { key: string; items: FrontMatterScalar[] } | null = null;
  for (const [i, rawLine] of lines.entries()) {
    const lineNo = firstLine + i;
    const text = rawLine.replace(/\r$/, "");
    if (text.includes("\t")) throw new FrontMatterError("tabs are not allowed; indent with spaces", lineNo);
    const item = LIST_ITEM.exec(text);
    if (item) {
      if (!openList) throw new FrontMatterError("a list item must follow a `key:` line", lineNo);
      openList.items.push(parseScalar(item[1] as string, lineNo));
      continue;
    }
    if (openList) {
      if (openList.items.length === 0) throw new FrontMatterError(`${openList.key} has no value`, lineNo - 1);
      openList = null;
    }
    if (text.trim() === "" || text.startsWith("#")) continue;
    const entry = KEY.exec(text);
    if (!entry) throw new FrontMatterError(`expected \`key: value\`, found ${JSON.stringify(text.trim())}`, lineNo);
    const key = entry[1] as string;
    if (Object.hasOwn(result, key)) throw new FrontMatterError(`duplicate key ${key}`, lineNo);
    const value = entry[2];
    if (value === undefined || value.trim() === "") {
      const items: FrontMatterScalar[] = [];
      result[key] = items;
      openList = { key, items };
    } else {
      result[key] = parseValue(value, lineNo);
    }
  }
  if (openList && openList.items.length === 0) throw new FrontMatterError(`${openList.key} has no value`, firstLine + lines.length - 1);
  return result;
}

/** Splits a Markdown file into its front matter and its body (the body keeps its own text, trimmed). */
export function parseMarkdownFile(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  if (!text.startsWith("---\n")) throw new FrontMatterError("the file must start with a `---` line opening the front matter", 1);
  const end = text.indexOf("\n---", 3);
  if (end === -1 || (text[end + 4] !== undefined && text[end + 4] !== "\n")) {
    throw new FrontMatterError("the front matter is not closed by a `---` line", 1);
  }
  const data = parseFrontMatterBlock(text.slice(4, end), 2);
  return { data, body: text.slice(end + 4).trim() };
}
