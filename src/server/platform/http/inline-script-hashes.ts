import { createHash } from "node:crypto";

// Every <script> element with its attributes and text (script text never contains "</script").
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Data blocks the browser never runs (page texts, JSON-LD): no hash needed.
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const EXTERNAL = /\bsrc\s*=/i;

/**
 * The base64 SHA-256 of each inline script of a page, as a Content-Security-Policy hash source
 * wants it: over the UTF-8 bytes of the element's text exactly as written in the HTML. Used for
 * the pages of the shared cache, whose body, and so whose scripts, is the same for every visitor.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
