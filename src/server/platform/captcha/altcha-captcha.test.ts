import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { DatabaseHandle } from "#server/db/client";
import { createTestDatabase } from "#server/db/test-database";
import { createAltchaCaptcha } from "./altcha-captcha";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const fixedSecrets = async () => ({ signature: "a".repeat(64), keySignature: "b".repeat(64) });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** What the browser widget does: solve the proof of work, send challenge + solution. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution found");
  return encode({ challenge, solution });
}

describe("ALTCHA captcha", () => {
  it("accepts a solved challenge once and refuses its replay", async () => {
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    const challenge = (await captcha.createChallenge()) as Challenge;
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    const started = performance.now();
    const payload = await solve(challenge);
    console.log(`ALTCHA solved on the server in ${Math.round(performance.now() - started)} ms`);
    expect(await captcha.verify(payload, "127.0.0.1")).toBe(true);
    expect(await captcha.verify(payload, "127.0.0.1")).toBe(false);
  });

  it("refuses a wrong solution, a tampered challenge and garbage", async () => {
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    const challenge = (await captcha.createChallenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrongKey = solution!.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(await captcha.verify(encode({ challenge, solution: { ...solution, derivedKey: wrongKey } }), "")).toBe(false);
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.verify(encode({ challenge: tampered, solution }), "")).toBe(false);
    expect(await captcha.verify("not base64 json", "")).toBe(false);
    expect(await captcha.verify(encode({ challenge: {} }), "")).toBe(false);
  });

  it("refuses a challenge signed with another server's secret", async () => {
    const other = createAltchaCaptcha({ db: handle.db, loadSecrets: async () => ({ signature: "c".repeat(64), keySignature: "d".repeat(64) }) });
    const payload = await solve((await other.createChallenge()) as Challenge);
    const ours = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    expect(await ours.verify(payload, "")).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    // Issued by a server whose clock says it is eleven minutes ago: the 10-minute expiry has passed.
    const past = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets, now: () => Date.now() - 11 * 60_000 });
    const payload = await solve((await past.createChallenge()) as Challenge);
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    expect(await captcha.verify(payload, "")).toBe(false);
  });
});
