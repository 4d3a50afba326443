/** Errors raised by browser extensions are not ours to fix (spec §8): they are not reported. */
const EXTENSION_ORIGIN = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

export function isExtensionError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
  return EXTENSION_ORIGIN.test(text);
}

/** Sends a render failure to the server's error log; never throws, never blocks the page. */
export function reportClientError(error: unknown, where: string): void {
  if (typeof window === "undefined" || isExtensionError(error)) return;
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
