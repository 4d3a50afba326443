import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "#server/db/client";
import type { Logger } from "#server/platform/logger/logger";
import type { RealtimeBus } from "./realtime-hub";

export const REALTIME_CHANNEL = "rihla_realtime";
/** NOTIFY's payload limit is 8000 bytes; a batch stays below it with room to spare. */
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * Realtime events between server processes, the way the page-cache bus does it: every process
 * LISTENs on one PostgreSQL channel and NOTIFYs the others after a change is committed. The
 * payload is a batch of [topic, event] pairs (ids and versions only), tagged with this process,
 * which ignores its own. On PGlite there is one process: no bus.
 */
export async function connectRealtimeBus(deps: {
  database: Pick<DatabaseHandle, "listen" | "notify">;
  deliver: (topic: string, event: unknown) => void;
  logger: Logger;
}): Promise<RealtimeBus | null> {
  const { database, logger } = deps;
  if (!database.listen || !database.notify) return null;
  const notify = database.notify;
  const origin = randomBytes(8).toString("hex");
  const unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
    try {
      const message = JSON.parse(payload) as { o?: unknown; t?: unknown; e?: unknown; m?: unknown };
      if (message.o === origin) return;
      // A batch [[topic, event], …]; a single {t, e} still comes from a process of the previous version.
      if (Array.isArray(message.m)) {
        for (const entry of message.m as unknown[]) if (Array.isArray(entry) && typeof entry[0] === "string") deps.deliver(entry[0], entry[1]);
      } else if (typeof message.t === "string") deps.deliver(message.t, message.e);
    } catch {
      logger.warn("realtime: a message from another process was not JSON");
    }
  });

  // The events published in one tick (one change tells "jobs" and the booking's topic) leave in one
  // NOTIFY: one round trip instead of one per event, and in order (separate NOTIFYs go out on
  // separate pool connections, so they could overtake each other). Split below NOTIFY's 8000 bytes.
  let queue: string[] = [];
  let sending: Promise<void> = Promise.resolve();
  const flush = () => {
    const entries = queue;
    queue = [];
    const head = `{"o":"${origin}","m":[`;
    const payloads: string[] = [];
    let current: string[] = [];
    let size = head.length + 2;
    for (const entry of entries) {
      const bytes = Buffer.byteLength(entry) + 1;
      if (current.length > 0 && size + bytes > MAX_PAYLOAD_BYTES) {
        payloads.push(`${head}${current.join(",")}]}`);
        current = [];
        size = head.length + 2;
      }
      current.push(entry);
      size += bytes;
    }
    if (current.length > 0) payloads.push(`${head}${current.join(",")}]}`);
    // One after the other, so a burst arrives in the order it was published.
    sending = sending.then(async () => {
      for (const payload of payloads)
        await notify(REALTIME_CHANNEL, payload).catch((error: unknown) => logger.warn({ err: error }, "realtime: could not tell the other processes"));
    });
  };
  return {
    send(topic, event) {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push(JSON.stringify([topic, event]));
    },
    async close() {
      if (queue.length > 0) flush();
      await sending;
      await unlisten();
    },
  };
}
