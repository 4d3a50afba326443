import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown from editors becomes HTML that is safe to put in a page: no scripts, no event
 * handlers, no javascript: links, external links opened safely. Pure, so the public pages (on the
 * server) and the admin editor's live preview (in the browser) render with the very same code.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "a",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "blockquote",
    "code",
    "pre",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "figure",
    "figcaption",
    "del",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title", "width", "height", "loading"], th: ["align"], td: ["align"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    // Headings in a body start at h2: the page title is the only h1.
    h1: "h2",
    a: (tagName: string, attribs: Record<string, string>) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs };
    },
    img: (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
} satisfies sanitizeHtml.IOptions;

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
}
