import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * Reads a small JSON body straight from node's request stream and hands it to Hono's body cache,
 * so `c.req.json()` parses it from there. Left to itself, the first `c.req.json()` under
 * @hono/node-server builds a web Request around the node stream (an undici Request, a
 * ReadableStream, an AbortSignal) only to read a few hundred bytes: about a sixth of the server's
 * time per booking. Only for JSON with a declared Content-Length at most `maxBytes` (the body
 * limit before this has already refused a larger one); anything else — chunked bodies, whose
 * limit is counted on that web stream, uploads, requests made in-process by tests — goes the
 * usual way.
 */
export function readSmallJsonBodies(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const declared = Number(c.req.header("content-length"));
    const json = c.req.header("content-type")?.toLowerCase().startsWith("application/json") ?? false;
    if (incoming && json && Number.isInteger(declared) && declared > 0 && declared <= maxBytes && !incoming.readableDidRead) {
      const text = readText(incoming, maxBytes);
      // A body that never completes is the handler's 400 (c.req.json() rejects), not an unhandled rejection here.
      text.catch(() => {});
      (c.req.bodyCache as { text?: Promise<string> }).text = text;
    }
    await next();
  };
}

function readText(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.destroy();
        reject(new Error("body larger than declared"));
        return;
      }
      chunks.push(chunk);
    });
    // As the web Request's text() decodes: UTF-8, a leading byte-order mark dropped, bad bytes replaced.
    incoming.once("end", () => resolve(new TextDecoder().decode(Buffer.concat(chunks, size))));
    incoming.once("error", reject);
    incoming.once("aborted", () => reject(new Error("request aborted")));
  });
}
