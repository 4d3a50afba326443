import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links to private files: the path, an expiry (Unix seconds) and an HMAC of both under a key
 * derived from the server key (AUTH_SECRET or the stored one), so a link cannot be extended,
 * moved to another file or made without the key.
 */
export function createFileSigner(loadKeyMaterial: () => Promise<string>, now: () => number = Date.now) {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => (key ??= loadKeyMaterial().then((material) => createHmac("sha256", "rihla-files:signed-url").update(material).digest()));
  const mac = async (path: string, expires: number) =>
    createHmac("sha256", await keyOf())
      .update(`${path}\n${expires}`)
      .digest("base64url");
  return {
    async sign(path: string, ttlSeconds: number): Promise<{ url: string; expiresAt: string }> {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return { url: `${path}?expires=${expires}&signature=${await mac(path, expires)}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    /** "valid", or why not (an expired link and a forged one answer differently). */
    async verify(path: string, expires: string | undefined, signature: string | undefined): Promise<"valid" | "expired" | "invalid"> {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return "invalid";
      const expected = Buffer.from(await mac(path, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return Number(expires) * 1000 < now() ? "expired" : "valid";
    },
  };
}
export type FileSigner = ReturnType<typeof createFileSigner>;
