import type { APIRequestContext } from "@playwright/test";

/** The back office's namespaces: never in a public page (src/web/lib/i18n/route-texts.ts). */
export const isStaffNamespace = (name: string) => name === "admin" || name.startsWith("admin-") || name === "operations";

export interface HtmlWeight {
  /** Bytes on the wire with `Accept-Encoding: br`, as the page cache keeps the page. */
  brotliBytes: number;
  /** The namespaces of texts the page carries as data. */
  namespaces: string[];
}

/**
 * A public page's HTML as a phone receives it: asked twice, so the second answer comes from the
 * page cache (compressed once, at its stored quality), and sized by the Content-Length on the wire.
 */
export async function measureHtml(request: APIRequestContext, path: string): Promise<HtmlWeight> {
  const headers = { Accept: "text/html", "Accept-Encoding": "br" };
  await request.get(path, { headers });
  const response = await request.get(path, { headers });
  if (response.headers()["content-encoding"] !== "br") throw new Error(`${path} was not sent with brotli`);
  const brotliBytes = Number(response.headers()["content-length"]);
  const texts = /<script type="application\/json" id="rihla-texts">([^<]*)<\/script>/.exec(await response.text())?.[1];
  return { brotliBytes, namespaces: texts ? Object.keys(JSON.parse(texts) as object) : [] };
}
