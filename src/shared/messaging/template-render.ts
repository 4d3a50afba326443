import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The templates' renderer, pure and shared: the server renders what it sends with it, the admin
 * editor's live preview renders with the very same code.
 *
 * `{{path}}` takes a variable's value. The plain-text part is the template with the values put in
 * (Markdown reads as plain text, so the texts customers received before templates are unchanged);
 * the HTML part is the Markdown rendered and sanitised, with each value HTML-escaped (a value is
 * never Markdown or HTML) and a value that is a whole web address made a link.
 */
const VARIABLE = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** The variable names a template uses, each once, in order of first use. */
export function usedVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))];
}

/** The names used that are not in `allowed` (a save is refused when there are any). */
export function unknownVariables(texts: readonly (string | null | undefined)[], allowed: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => (text ? usedVariables(text) : [])).filter((name) => !allowed.includes(name)))];
}

export interface Interpolated {
  text: string;
  /** Variables with no value: rendered as nothing, and reported. */
  missing: string[];
}

export function interpolate(text: string, values: Readonly<Record<string, string | undefined>>): Interpolated {
  const missing = new Set<string>();
  const out = text.replace(VARIABLE, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) missing.add(name);
    return value ?? "";
  });
  return { text: out, missing: [...missing] };
}

const marked = new Marked({ gfm: true, breaks: true, async: false });
const SAFE = {
  allowedTags: ["p", "a", "ul", "ol", "li", "strong", "em", "br", "h2", "h3", "blockquote", "hr", "code"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  transformTags: { h1: "h2" },
} satisfies sanitizeHtml.IOptions;

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function valueHtml(value: string): string {
  if (/^https?:\/\/\S+$/.test(value)) return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  return escapeHtml(value.replace(/^\n+/, "")).replace(/\n/g, "<br>");
}

/** The HTML part: Markdown with the values put in after rendering, so none of them is read as Markdown. */
export function renderHtml(markdown: string, values: Readonly<Record<string, string | undefined>>): string {
  const names: string[] = [];
  const marked_ = markdown.replace(VARIABLE, (_match, name: string) => `RIHLAVAR${names.push(name) - 1}X`);
  const html = sanitizeHtml(marked.parse(marked_) as string, SAFE);
  return html.replace(/RIHLAVAR(\d+)X/g, (_match, index: string) => {
    const name = names[Number(index)]!;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value ? valueHtml(value) : "";
  });
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  missing: string[];
}

export function renderEmail(template: { subject: string; body: string }, values: Readonly<Record<string, string | undefined>>): RenderedEmail {
  const subject = interpolate(template.subject, values);
  const body = interpolate(template.body, values);
  return {
    subject: subject.text.replace(/\s+/g, " ").trim(),
    text: body.text,
    html: renderHtml(template.body, values),
    missing: [...new Set([...subject.missing, ...body.missing])],
  };
}

/**
 * A WhatsApp body as Meta stores it: the named variables become `{{1}}`, `{{2}}`… in order of
 * first use, and `parameters` says which variable each number takes.
 */
export function toNumbered(body: string): { body: string; parameters: string[] } {
  const parameters = usedVariables(body);
  return { body: body.replace(VARIABLE, (_match, name: string) => `{{${parameters.indexOf(name) + 1}}}`), parameters };
}
