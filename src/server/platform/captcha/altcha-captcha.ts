import { randomBytes, randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Database } from "#server/db/client";
import { createCaptchaSpentRepository } from "./captcha-spent.repository";
import type { CaptchaVerdict, CaptchaVerifier } from "./captcha";

/**
 * PBKDF2/SHA-256 with 1,000 iterations per attempt; the answer is a counter drawn from 100–600.
 * One attempt costs ~0.75 ms on one core of our small server, so a single thread needs ~0.26 s on
 * average (~0.45 s at worst). The widget tries counters on `hardwareConcurrency` workers (at least
 * 2 on any phone sold today, 4+ on most), so even a slow phone finishes well under a second,
 * while a spammer still pays CPU time for every message.
 */
export const ALTCHA_COST = 1_000;
export const ALTCHA_COUNTER_RANGE: [number, number] = [100, 600];
export const ALTCHA_TTL_MS = 10 * 60_000;

export interface AltchaSecrets {
  signature: string;
  keySignature: string;
}

export interface AltchaOptions {
  db: Database;
  /**
   * Returns the shared secrets, storing `generate()` first if none exist yet (settings table),
   * so every server process signs and verifies with the same keys.
   */
  loadSecrets: (generate: () => AltchaSecrets) => Promise<unknown>;
  cost?: number;
  counterRange?: [number, number];
  now?: () => number;
}

const generateSecrets = (): AltchaSecrets => ({ signature: randomBytes(32).toString("hex"), keySignature: randomBytes(32).toString("hex") });

function isSecrets(value: unknown): value is AltchaSecrets {
  const v = value as Partial<AltchaSecrets> | null;
  return typeof v?.signature === "string" && v.signature.length >= 32 && typeof v.keySignature === "string" && v.keySignature.length >= 32;
}

/** The widget posts base64(JSON {challenge, solution}); anything else is not a solution. */
function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { challenge?: Challenge; solution?: Solution };
    return parsed?.challenge?.parameters && typeof parsed.challenge.signature === "string" && parsed.solution
      ? { challenge: parsed.challenge, solution: parsed.solution }
      : null;
  } catch {
    return null;
  }
}

export function createAltchaCaptcha(options: AltchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;
  const [low, high] = options.counterRange ?? ALTCHA_COUNTER_RANGE;
  const spent = createCaptchaSpentRepository(options.db);
  let secrets: Promise<AltchaSecrets> | null = null;
  const getSecrets = () =>
    (secrets ??= options.loadSecrets(generateSecrets).then(
      (value) => {
        if (!isSecrets(value)) throw new Error("altcha_secrets in the settings table is malformed; delete the row to regenerate it");
        return value;
      },
      (error: unknown) => {
        // A failed read (e.g. before migrations finished) must not stick for the process's life.
        secrets = null;
        throw error;
      },
    ));

  async function markSpent(challenge: Challenge): Promise<boolean> {
    // Expired rows can never be replayed (verifySolution refuses them), so they are dropped here.
    await spent.deleteExpired(new Date(now()));
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000 || now() + ALTCHA_TTL_MS);
    // The primary key decides: the first use of a challenge inserts, a replay finds it taken.
    return spent.insertOnce(challenge.signature!, expiresAt);
  }

  async function check(payload: string): Promise<CaptchaVerdict> {
    const decoded = decode(payload);
    if (!decoded) return "failed";
    const { signature, keySignature } = await getSecrets();
    try {
      const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: keySignature });
      if (!result.verified) return "failed";
    } catch {
      return "failed";
    }
    return (await markSpent(decoded.challenge)) ? "passed" : "spent";
  }

  return {
    provider: "altcha",
    async createChallenge() {
      const { signature, keySignature } = await getSecrets();
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: options.cost ?? ALTCHA_COST,
        counter: randomInt(low, high + 1),
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
        expiresAt: new Date(now() + ALTCHA_TTL_MS),
      });
    },
    check,
    verify: async (payload) => (await check(payload)) === "passed",
  };
}
