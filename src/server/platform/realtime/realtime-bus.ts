import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "#server/db/client";
import type { Logger } from "#server/platform/logger/logger";
import type { RealtimeBus } from "./realtime-hub";

export const REALTIME_CHANNEL = "rihla_realtime";

/**
 * Realtime events between server processes, the way the page-cache bus does it: every process
 * LISTENs on one PostgreSQL channel and NOTIFYs the others after a change is committed. The
 * payload is the topic and the event's ids and versions (far below NOTIFY's 8000 bytes), tagged
 * with this process, which ignores its own. On PGlite there is one process: no bus.
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
      const message = JSON.parse(payload) as { o?: unknown; t?: unknown; e?: unknown };
      if (message.o !== origin && typeof message.t === "string") deps.deliver(message.t, message.e);
    } catch {
      logger.warn("realtime: a message from another process was not JSON");
    }
  });
  return {
    send(topic, event) {
      notify(REALTIME_CHANNEL, JSON.stringify({ o: origin, t: topic, e: event })).catch((error: unknown) =>
        logger.warn({ err: error }, "realtime: could not tell the other processes"),
      );
    },
    close: unlisten,
  };
}
