import { renderMarkdown } from "#shared/content/markdown";

/**
 * Rendered output cached by the caller's key (content id + language + updated time), so a page
 * view costs no parsing. The renderer itself is shared with the admin editor's preview.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 500;
export function renderMarkdownCached(key: string, markdown: string): string {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = renderMarkdown(markdown);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, html);
  return html;
}
