import type { BookingCreatedResponse } from "#shared/bookings/api-contract";
import type { BookingSubmissionInput } from "#shared/bookings/booking.schema";
import type { BookingFormValues } from "./booking-form-values";

/*
 * The form's state in sessionStorage (this tab only, gone when it closes): what was typed, the
 * step, and the submission in flight. A dropped connection or a reload keeps everything, and the
 * same submission is sent again with the same Idempotency-Key, so the server never books twice.
 */
export interface SubmissionAttempt {
  /** The Idempotency-Key of this attempt, kept across its retries. */
  key: string;
  /** The exact body sent, resent as is. */
  body: BookingSubmissionInput;
}

export interface BookingDraft {
  version: 1;
  values: BookingFormValues;
  step: number;
  attempt: SubmissionAttempt | null;
  done: BookingCreatedResponse | null;
}

const STORAGE_KEY = "rihla.booking-draft";

export function readDraft(): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const draft = raw ? (JSON.parse(raw) as BookingDraft) : null;
    return draft?.version === 1 && Array.isArray(draft.values?.legs) && draft.values.legs.length > 0 ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Omit<BookingDraft, "version">): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, ...draft }));
  } catch {
    // Private mode or a full storage: the form still works, it just cannot survive a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

/** A fresh key for a new submission attempt: 128 random bits, URL-safe (idempotencyKeySchema). */
export function newIdempotencyKey(): string {
  // getRandomValues, not randomUUID: the latter needs a secure context (https), this does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
