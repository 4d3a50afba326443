import type { Logger } from "#server/platform/logger/logger";
import type { ErrorService } from "./error-service";

export interface ErrorReportingInForce {
  /** The address in force, as last read: the environment's (SENTRY_DSN), else the one saved on /admin/configurations. */
  dsn(): string | undefined;
  /** Forwards an unexpected server error to the service, when one runs; never throws. */
  capture(error: unknown, context: { path: string }): void;
  /** Reads the saved address again (at start-up, after a save) and starts, switches or stops the service. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The error-reporting service in force for this process. The environment's address always wins;
 * otherwise the one saved on /admin/configurations applies from the next refresh (the settings
 * feature refreshes after every save). With no address nothing is loaded and capture does nothing.
 */
export function createErrorReportingInForce(deps: {
  environmentDsn: string | undefined;
  stored: () => Promise<string | undefined>;
  start: (dsn: string) => Promise<ErrorService>;
  logger: Logger;
}): ErrorReportingInForce {
  let current: { dsn: string; service: ErrorService } | null = null;
  let dsn: string | undefined = deps.environmentDsn;
  let switching: Promise<void> = Promise.resolve();

  async function apply(next: string | undefined): Promise<void> {
    if (next === current?.dsn) return;
    const previous = current;
    current = null;
    await previous?.service.close().catch((error: unknown) => deps.logger.warn({ err: error }, "error reporting: closing the previous service failed"));
    if (!next) return;
    try {
      current = { dsn: next, service: await deps.start(next) };
      deps.logger.info({ host: new URL(next).host }, "error reporting: sending errors to the error-reporting service");
    } catch (error) {
      deps.logger.warn({ err: error }, "error reporting: the service could not start; errors stay in the built-in log only");
    }
  }

  return {
    dsn: () => dsn,
    capture(error, context) {
      try {
        current?.service.capture(error, context);
      } catch {
        // The built-in error log has it; the outside service is a copy.
      }
    },
    refresh() {
      switching = switching.then(async () => {
        dsn = deps.environmentDsn ?? ((await deps.stored().catch(() => undefined)) || undefined);
        await apply(dsn);
      });
      return switching;
    },
    async close() {
      await switching;
      await apply(undefined);
    },
  };
}
