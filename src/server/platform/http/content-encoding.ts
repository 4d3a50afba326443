/**
 * Which compression a client gets: brotli when it accepts it (about 15–20 % smaller than gzip on
 * our HTML and bundles), else gzip, else none. The negotiation runs on every page request, on the
 * fast path too, so its answer is remembered per distinct Accept-Encoding header (browsers send a
 * handful of spellings; the memo is bounded).
 */
export type ContentEncoding = "br" | "gzip" | "identity";

/** Bodies smaller than this are sent as they are: compression would save less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** Text we compress: HTML, JSON, CSS, JavaScript, SVG, XML, plain text. */
export const isCompressibleType = (contentType: string | null | undefined): boolean =>
  !!contentType && COMPRESSIBLE.test(contentType) && !contentType.startsWith("text/event-stream");

const memo = new Map<string, ContentEncoding>();

function parse(header: string): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return "identity";
}

export function negotiateEncoding(header: string | null | undefined): ContentEncoding {
  if (!header) return "identity";
  let found = memo.get(header);
  if (found === undefined) {
    found = parse(header);
    if (memo.size >= 256) memo.clear();
    memo.set(header, found);
  }
  return found;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyWithEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  return /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary) || vary.trim() === "*" ? vary : `${vary}, Accept-Encoding`;
}
