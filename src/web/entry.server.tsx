import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
// Every language's texts, loaded once at start (the browser loads its page's language only).
import "#web/lib/i18n/texts-en";
import "#web/lib/i18n/texts-ar";

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: pages rendered for
 * one answer carry a nonce in their header (src/server/platform/http/ssr.ts), and every script
 * React and React Router write into the page must carry the same one. Pages of the shared cache
 * have none: their header names their scripts' hashes.
 */
export const streamTimeout = 5_000;

/**
 * Loader, action and rendering errors go to the server's structured error log (one JSON line,
 * rate limited), never to the console: React Router's default prints them raw, and request text
 * in an error message could then forge log lines (issue 9, item 6).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).reportError?.(error, request);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots (and SPA mode) get the whole page at once; people get the shell as soon as it is ready.
    // So do pages that carry no React scripts (root.tsx's `scriptless`: /track, the operator's
    // pages): without React in the browser, a part streamed late would never be put in place.
    const scriptless = (routerContext.staticHandlerContext.loaderData?.root as { scriptless?: boolean } | undefined)?.scriptless === true;
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || scriptless ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // React moves a finished part to the end of a long page (to be put in place by a script) unless told not to.
      ...(scriptless ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject above and reach handleError; later ones are logged here.
        if (shellRendered) loadContext.reportError?.(error, request);
      },
    });
  });
}
