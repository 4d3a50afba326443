import type { FileUse } from "#shared/files/files-answers";

/** What a file write ends in; routes turn a refusal into its status with the message. */
export type Refusal = { kind: "refused"; status: 400 | 404 | 409 | 413 | 415 | 429 | 503; message: string; uses?: FileUse[] };
export type Outcome<T> = { kind: "ok"; value: T } | Refusal;

export const ok = <T>(value: T): Outcome<T> => ({ kind: "ok", value });
export const refused = (status: Refusal["status"], message: string, extra: { uses?: FileUse[] } = {}): Refusal => ({
  kind: "refused",
  status,
  message,
  ...extra,
});
export const FILE_GONE = "This file no longer exists.";
export const FOLDER_GONE = "This folder does not exist.";
