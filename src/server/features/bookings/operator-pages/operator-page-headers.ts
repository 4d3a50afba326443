/**
 * Every answer of an operator's token page (the page, its posts' redirects and refusals): never
 * kept by any cache, never indexed, and the token in the address never sent on as a Referer.
 * The server's security headers keep a page's own Referrer-Policy.
 */
export const OPERATOR_PAGE_HEADERS: readonly [string, string][] = [
  ["Cache-Control", "no-store"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A refusal made before the page is read (too many posts, a foreign origin, a body that is no
 * form): the page's language is not known yet, so it says it in both, Arabic first.
 */
export function bilingualRefusal(status: number, texts: { en: string; ar: string }, extra: Record<string, string> = {}): Response {
  const html =
    `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escape(texts.en)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;font-size:1.15rem;line-height:1.6;margin:1.5rem;max-width:36rem">` +
    `<p>${escape(texts.ar)}</p><p lang="en" dir="ltr">${escape(texts.en)}</p></body></html>`;
  return new Response(html, { status, headers: [["Content-Type", "text/html; charset=utf-8"], ...OPERATOR_PAGE_HEADERS, ...Object.entries(extra)] });
}
