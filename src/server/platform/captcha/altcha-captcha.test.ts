import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client";
import { captchaSpent } from "#server/db/schema/captcha-spent";
import { settings } from "#server/db/schema/settings";
import { createTestDatabase } from "#server/db/test-database";
import { createAltchaCaptcha, type AltchaSecrets } from "./altcha-captcha";

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
    // The replay is refused by the database, so another server process refuses it too.
    const otherProcess = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    expect(await otherProcess.verify(payload, "127.0.0.1")).toBe(false);
    expect(await handle.db.select().from(captchaSpent).where(eq(captchaSpent.signature, challenge.signature!))).toHaveLength(1);
  });

  it("tells a spent solution (a retry's) from a wrong one", async () => {
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    const payload = await solve((await captcha.createChallenge()) as Challenge);
    expect(await captcha.check(payload, "127.0.0.1")).toBe("passed");
    expect(await captcha.check(payload, "127.0.0.1")).toBe("spent");
    expect(await captcha.check("garbage", "127.0.0.1")).toBe("failed");
    const other = createAltchaCaptcha({ db: handle.db, loadSecrets: async () => ({ signature: "b".repeat(64), keySignature: "c".repeat(64) }) });
    expect(await captcha.check(await solve((await other.createChallenge()) as Challenge), "127.0.0.1")).toBe("failed");
  });

  it("refuses a wrong solution, a tampered challenge and garbage", async () => {
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    const challenge = (await captcha.createChallenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrongKey = solution!.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(await captcha.verify(encode({ challenge, solution: { ...solution, derivedKey: wrongKey } }), "")).toBe(false);
    // (The counter itself is not re-checked: the signed key signature makes the derived key the proof.)
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.verify(encode({ challenge: tampered, solution }), "")).toBe(false);
    expect(await captcha.verify("not base64 json", "")).toBe(false);
    expect(await captcha.verify(encode({ challenge: {} }), "")).toBe(false);
    // The widget's own "test mode" payload must not pass either.
    expect(await captcha.verify(encode({ challenge: null, solution: null, test: true }), "")).toBe(false);
    // Nothing was marked spent, so the honest solution still works afterwards.
    expect(await captcha.verify(encode({ challenge, solution }), "")).toBe(true);
  });

  it("refuses a challenge signed with another server's secret", async () => {
    const other = createAltchaCaptcha({ db: handle.db, loadSecrets: async () => ({ signature: "c".repeat(64), keySignature: "d".repeat(64) }) });
    const payload = await solve((await other.createChallenge()) as Challenge);
    const ours = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    expect(await ours.verify(payload, "")).toBe(false);
  });

  it("shares secrets generated once in the settings table between server processes", async () => {
    // What the module context (platform/modules/module-context.ts) does with settings.setIfAbsent: the first writer wins.
    const fromSettings = async (generate: () => AltchaSecrets) => {
      await handle.db.insert(settings).values({ key: "altcha_secrets", value: generate() }).onConflictDoNothing();
      return (await handle.db.select().from(settings).where(eq(settings.key, "altcha_secrets")))[0]?.value;
    };
    const first = createAltchaCaptcha({ db: handle.db, loadSecrets: fromSettings });
    const second = createAltchaCaptcha({ db: handle.db, loadSecrets: fromSettings });
    const payload = await solve((await first.createChallenge()) as Challenge);
    expect(await second.verify(payload, "")).toBe(true);
    const [stored] = await handle.db.select().from(settings).where(eq(settings.key, "altcha_secrets"));
    expect(stored?.value).toEqual({ signature: expect.stringMatching(/^[0-9a-f]{64}$/), keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("retries loading secrets after a failure and refuses malformed ones", async () => {
    let calls = 0;
    const flaky = createAltchaCaptcha({
      db: handle.db,
      loadSecrets: async (generate) => {
        if (++calls === 1) throw new Error("database not ready");
        return generate();
      },
    });
    await expect(flaky.createChallenge()).rejects.toThrow("database not ready");
    expect(await flaky.createChallenge()).toMatchObject({ signature: expect.any(String) });
    const malformed = createAltchaCaptcha({ db: handle.db, loadSecrets: async () => "not secrets" });
    await expect(malformed.createChallenge()).rejects.toThrow(/malformed/);
  });

  it("refuses an expired challenge", async () => {
    // Issued by a server whose clock says it is eleven minutes ago: the 10-minute expiry has passed.
    const past = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets, now: () => Date.now() - 11 * 60_000 });
    const payload = await solve((await past.createChallenge()) as Challenge);
    const captcha = createAltchaCaptcha({ db: handle.db, loadSecrets: fixedSecrets });
    expect(await captcha.verify(payload, "")).toBe(false);
  });
});
