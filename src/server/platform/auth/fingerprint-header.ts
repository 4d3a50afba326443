import type { Context } from "hono";
import { FINGERPRINT_HEADER, type FingerprintComponents } from "#shared/auth/fingerprint";
import { fingerprintSchema } from "#shared/auth/auth.schema";

/**
 * The browser's fingerprint from its header (base64url JSON). The userAgent component is taken
 * from the request's own User-Agent header when present: that is what the connection really
 * sends, whatever a script claims.
 */
export function fingerprintFromRequest(c: Context): FingerprintComponents | null {
  const raw = c.req.header(FINGERPRINT_HEADER);
  if (!raw) return null;
  try {
    const parsed = fingerprintSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (!parsed.success) return null;
    const userAgent = c.req.header("user-agent");
    return userAgent ? { ...parsed.data, userAgent } : parsed.data;
  } catch {
    return null;
  }
}
