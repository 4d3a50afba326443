import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets kept in the database (TOTP seeds). The key comes from AUTH_SECRET
 * when set, otherwise from a random key generated once and kept in settings (loaded on first
 * use); either way a leaked two_factors row alone does not reveal a seed.
 */
export function createSecretBox(loadKeyMaterial: () => Promise<string>) {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => (key ??= loadKeyMaterial().then((material) => createHash("sha256").update(material).digest()));
  return {
    async seal(plain: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await keyOf(), iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
    },
    async open(sealed: string): Promise<string> {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !data) throw new Error("Unreadable sealed secret");
      // The full 16-byte tag only: GCM would otherwise accept a truncated one, which is far easier to forge.
      const authTag = Buffer.from(tag, "base64url");
      if (authTag.length !== 16) throw new Error("Unreadable sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", await keyOf(), Buffer.from(iv, "base64url"), { authTagLength: 16 });
      decipher.setAuthTag(authTag);
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
