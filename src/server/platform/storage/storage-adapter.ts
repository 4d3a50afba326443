/**
 * Where file bytes live: the data folder by default, S3-compatible object storage when
 * configured (DESIGN "Outside services"). Keys are made by the server only ("public/<uuid>.jpg");
 * every adapter refuses any other shape, so no key can climb out of its folder or bucket.
 */
export interface StorageAdapter {
  readonly name: StorageName;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under this key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}
export type StorageName = "local" | "s3";

const KEY_SHAPE = /^[a-z]+\/[0-9a-f-]{36}(?:-w\d{1,5})?\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!KEY_SHAPE.test(key)) throw new Error(`Refused storage key: ${JSON.stringify(key).slice(0, 80)}`);
}
