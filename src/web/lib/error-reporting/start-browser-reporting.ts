import * as Sentry from "@sentry/react";
import { ERROR_REPORTING_RELEASE, ERROR_REPORTING_SAMPLING, REPLAY_PRIVACY, tracePropagationTargets } from "#shared/errors/error-reporting";
import { isExtensionError } from "#shared/errors/extension-origin";
import { ERROR_REPORTING_META } from "./error-reporting-meta";
import { setErrorServiceCapture } from "./forward-to-service";

/**
 * Starts the error-reporting service (Sentry) in the browser with the spec's settings, for the
 * address and environment the page names. Loaded by entry.client.tsx only when the page names
 * one, so a site without one never downloads it. Errors from browser extensions are dropped, as
 * the built-in log drops them.
 */
export function startBrowserReporting(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ERROR_REPORTING_META}"]`);
  if (!meta?.content) return;
  const options = { dsn: meta.content, environment: meta.dataset.environment ?? "production", siteUrl: window.location.origin };
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: ERROR_REPORTING_RELEASE,
    ...ERROR_REPORTING_SAMPLING,
    tracePropagationTargets: tracePropagationTargets(options.siteUrl),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(REPLAY_PRIVACY)],
    beforeSend(event, hint) {
      if (isExtensionError(hint.originalException)) return null;
      const frames = event.exception?.values?.flatMap((value) => value.stacktrace?.frames ?? []) ?? [];
      if (frames.some((frame) => isExtensionError(frame.filename ?? ""))) return null;
      return event;
    },
  });
  setErrorServiceCapture((error) => Sentry.captureException(error));
}
