import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** One item of an envelope: its header (type) and its payload, parsed. */
export interface IngestItem {
  type: string;
  payload: Record<string, unknown>;
}

/*
 * For tests only: a stand-in for the error-reporting service's ingest endpoint on loopback. It
 * answers as Sentry's does (200 with the event id, CORS open for the browser SDK) and keeps every
 * envelope's items, so the browser's and the server's reporting are checked over real HTTP.
 */
export async function recordedIngest(port = 0) {
  const items: (IngestItem & { url: string })[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      for (const item of envelopeItems(req, Buffer.concat(chunks))) items.push({ ...item, url: req.url ?? "" });
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end('{"id":"00000000000000000000000000000000"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    /** An address the SDKs accept for this stand-in (project 42). */
    dsn: `http://publickey@127.0.0.1:${address.port}/42`,
    items,
    /** Waits until an item matching `match` has arrived (or `timeoutMs` passed). */
    async waitFor(match: (item: IngestItem) => boolean, timeoutMs = 10_000): Promise<IngestItem | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = items.find(match);
        if (found || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An envelope: a header line, then for each item a header line and a payload line (JSON, or binary for replays). */
function envelopeItems(req: IncomingMessage, body: Buffer): IngestItem[] {
  const text = (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
  const lines = text.split("\n");
  const found: IngestItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    try {
      const header = JSON.parse(lines[index] ?? "") as { type?: string };
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(lines[index + 1] ?? "") as Record<string, unknown>;
      } catch {
        // A binary payload (a replay's recording): kept as its type only.
      }
      found.push({ type: header.type ?? "", payload });
    } catch {
      break;
    }
  }
  return found;
}
