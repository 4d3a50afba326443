import type { DatabaseHandle } from "#server/db/client";
import type { Logger } from "#server/platform/logger/logger";

export const PAGE_CACHE_CHANNEL = "rihla_page_cache";

/**
 * Emptying the page cache in every server process. Each process keeps its own micro-cache
 * (decision 002); after a publish or a settings save, this process empties its own at once and
 * tells the others through PostgreSQL's NOTIFY (each listens on one channel). On PGlite there
 * is one process, so the local clear is all there is.
 */
export async function connectPageCacheBus(deps: {
  database: Pick<DatabaseHandle, "listen" | "notify">;
  clearLocal: () => void;
  logger: Logger;
}): Promise<{ clearEverywhere: () => void; close: () => Promise<void> }> {
  const { database, clearLocal, logger } = deps;
  if (!database.listen || !database.notify) return { clearEverywhere: clearLocal, close: async () => {} };
  const notify = database.notify;
  const unlisten = await database.listen(PAGE_CACHE_CHANNEL, () => clearLocal());
  return {
    clearEverywhere: () => {
      clearLocal();
      notify(PAGE_CACHE_CHANNEL, String(process.pid)).catch((error: unknown) => logger.warn({ err: error }, "page cache: could not tell the other processes"));
    },
    close: unlisten,
  };
}
