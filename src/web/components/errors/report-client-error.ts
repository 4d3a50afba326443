import { isExtensionError } from "#shared/errors/extension-origin";
import { forwardToErrorService } from "#web/lib/error-reporting/forward-to-service";

/**
 * Sends a render failure to the server's error log, and to the error-reporting service when one
 * runs; never throws, never blocks the page.
 */
export function reportClientError(error: unknown, where: string): void {
  if (typeof window === "undefined" || isExtensionError(error)) return;
  forwardToErrorService(error);
  const body = {
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
    where,
    url: window.location.pathname,
  };
  try {
    void fetch("/api/errors", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true }).catch(() => {});
  } catch {
    // Reporting must never add a second failure.
  }
}
