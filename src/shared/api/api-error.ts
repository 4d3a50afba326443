/**
 * Every API error answer has this body: a sentence a person can read, and for invalid input the
 * message of each bad field (keys are the payload's field paths, e.g. "email").
 */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
  /** A stable machine-readable reason where the client must react (e.g. "csrf_invalid"). */
  code?: string;
  /** When a lock ends (ISO time), for lockouts. */
  retryAt?: string;
}
