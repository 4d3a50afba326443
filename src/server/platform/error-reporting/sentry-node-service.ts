import { ERROR_REPORTING_RELEASE, ERROR_REPORTING_SAMPLING, tracePropagationTargets } from "#shared/errors/error-reporting";
import type { ErrorService } from "./error-service";

/**
 * Sentry in the server process, with the spec's settings. Imported only when an error-reporting
 * address is in force: a process without one never loads the SDK. It starts after the server's own
 * modules are loaded, so module load hooks would instrument nothing: they are not installed.
 * Incoming requests are still traced (node's own diagnostics channels), and every error the
 * server answers with a 500 is captured.
 */
export async function startSentryNode(options: { dsn: string; environment: string; siteUrl: string }): Promise<ErrorService> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: ERROR_REPORTING_RELEASE,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    tracePropagationTargets: tracePropagationTargets(options.siteUrl),
    enableRuntimeChannelInjection: false,
    // The server's own log already prints what it needs; the SDK stays quiet.
    debug: false,
  });
  return {
    capture(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag("path", context.path);
        Sentry.captureException(error);
      });
    },
    async close() {
      await Sentry.close(2_000);
    },
  };
}
