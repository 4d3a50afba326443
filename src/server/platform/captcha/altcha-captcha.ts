import { randomBytes } from "node:crypto";
import { lt } from "drizzle-orm";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Database } from "#server/db/client";
import { captchaSpent } from "#server/db/schema/captcha-spent";
import type { CaptchaVerifier } from "./captcha";

/** PBKDF2 iterations per attempt and the counter range: a few hundred ms in a phone's browser. */
export const ALTCHA_COST = 1_000;
export const ALTCHA_COUNTER_RANGE: [number, number] = [200, 1_200];
export const ALTCHA_TTL_MS = 10 * 60_000;

interface Secrets {
  signature: string;
  keySignature: string;
}

export interface AltchaOptions {
  db: Database;
  /** Shared by every server process (stored once in the settings table). */
  loadSecrets: (generate: () => Secrets) => Promise<Secrets>;
  cost?: number;
  counterRange?: [number, number];
  now?: () => number;
}

function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { challenge?: Challenge; solution?: Solution };
    return parsed.challenge?.parameters && parsed.solution ? { challenge: parsed.challenge, solution: parsed.solution } : null;
  } catch {
    return null;
  }
}

export function createAltchaCaptcha(options: AltchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;
  let secrets: Promise<Secrets> | null = null;
  const getSecrets = () =>
    (secrets ??= options.loadSecrets(() => ({ signature: randomBytes(32).toString("hex"), keySignature: randomBytes(32).toString("hex") })));
  const [low, high] = options.counterRange ?? ALTCHA_COUNTER_RANGE;

  return {
    provider: "altcha",
    async createChallenge() {
      const { signature, keySignature } = await getSecrets();
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: options.cost ?? ALTCHA_COST,
        counter: randomInt(low, high),
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
        expiresAt: new Date(now() + ALTCHA_TTL_MS),
      });
    },
    async verify(payload) {
      const decoded = decode(payload);
      if (!decoded?.challenge.signature) return false;
      const { signature, keySignature } = await getSecrets();
      try {
        const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: keySignature });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // One solution, one use: the first insert of its signature wins, a replay finds it taken.
      await options.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date(now())));
      const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000 || now() + ALTCHA_TTL_MS);
      const inserted = await options.db.insert(captchaSpent).values({ signature: decoded.challenge.signature, expiresAt }).onConflictDoNothing().returning();
      return inserted.length === 1;
    },
  };
}
