import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { setAnswerHeader } from "./answer-headers";
import { isCompressibleType, MIN_COMPRESS_BYTES, negotiateEncoding, varyWithEncoding } from "./content-encoding";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses answers made per request (rendered HTML that missed the page cache, /api JSON,
 * sitemaps): brotli at a mid quality that costs a few milliseconds, else gzip. Answers that are
 * already encoded (the page cache's stored copies, build-time .br/.gz assets) pass untouched.
 * Runs in zlib's thread pool, so a large page does not hold up other requests.
 */
export function compressBrotli(body: Uint8Array, quality: number): Promise<Buffer> {
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
export const compressGzip = (body: Uint8Array, level: number): Promise<Buffer> => gzipAsync(body, { level });

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Read through the light answer's own headers: touching its body (or c.header) would turn
    // it into a stream. Answers that stay as they are keep that fast path.
    const sent = res.headers;
    if (c.req.method === "HEAD" || sent.has("content-encoding") || !isCompressibleType(sent.get("content-type"))) return;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    const declared = Number(sent.get("content-length") ?? NaN);
    if (encoding === "identity" || declared < MIN_COMPRESS_BYTES) {
      setAnswerHeader(c, "Vary", varyWithEncoding(sent.get("vary")));
      return;
    }
    // Headers before the body: @hono/node-server's light Response forgets header edits made
    // after its creation once its body is read.
    const headers = new Headers(sent);
    headers.set("Vary", varyWithEncoding(headers.get("vary")));
    const body = res.body ? new Uint8Array(await res.arrayBuffer()) : null;
    // Hono merges the old answer's headers into a new one; drop it first so ours stand.
    c.res = undefined;
    if (!body) {
      c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    let out: Uint8Array = body;
    if (body.byteLength >= MIN_COMPRESS_BYTES) {
      out = encoding === "br" ? await compressBrotli(body, 5) : await compressGzip(body, 6);
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(out.byteLength));
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
