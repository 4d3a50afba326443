import { createHmac } from "node:crypto";

/**
 * The server's secret for what bookings sign: quote tokens, and the booking link a retried
 * submission must get again. From AUTH_SECRET when set, else a random key kept in settings (the
 * same pattern as the device cookie's key); each use gets its own derived key (`label`), so a
 * value signed for one purpose is never valid for another.
 */
export function createSigningKey(loadKeyMaterial: () => Promise<string>) {
  let material: Promise<string> | null = null;
  const keys = new Map<string, Buffer>();
  return {
    async hmac(label: string, text: string): Promise<Buffer> {
      let key = keys.get(label);
      if (!key) {
        key = createHmac("sha256", `rihla-bookings:${label}`)
          .update(await (material ??= loadKeyMaterial()))
          .digest();
        keys.set(label, key);
      }
      return createHmac("sha256", key).update(text).digest();
    },
  };
}
export type SigningKey = ReturnType<typeof createSigningKey>;
