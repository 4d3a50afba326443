/**
 * Spec §8: errors whose message mentions a browser-extension origin are not reported: not by the
 * browser, not by the error log, not to the error-reporting service. Without zod: the browser's
 * reporters import it.
 */
export const EXTENSION_ORIGIN = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

export function isExtensionError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
  return EXTENSION_ORIGIN.test(text);
}
