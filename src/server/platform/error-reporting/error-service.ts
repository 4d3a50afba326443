/** An outside error-reporting service the server forwards its unexpected errors to. */
export interface ErrorService {
  capture(error: unknown, context: { path: string }): void;
  /** Sends what is queued (up to a short wait) and stops. */
  close(): Promise<void>;
}
