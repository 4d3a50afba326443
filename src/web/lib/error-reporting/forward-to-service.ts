/**
 * The error-reporting service's capture, once it has started (start-browser-reporting.ts). Render
 * failures caught by the error boundaries never reach the service's global handlers, so the
 * in-house reporter forwards them here too. Until then, and when no service is configured,
 * forwarding does nothing.
 */
let capture: ((error: unknown) => void) | null = null;

export function setErrorServiceCapture(next: ((error: unknown) => void) | null): void {
  capture = next;
}

export function forwardToErrorService(error: unknown): void {
  try {
    capture?.(error);
  } catch {
    // Reporting must never add a second failure.
  }
}
