/**
 * Every API error answer has this body: a sentence a person can read, and for invalid input the
 * message of each bad field (keys are the payload's field paths, e.g. "email").
 */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}
