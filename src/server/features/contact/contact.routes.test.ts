import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { PHONE_FORMAT_MESSAGE } from "#shared/contact/contact-message.schema";
import { contactMessages } from "#server/db/schema/contact-messages";
import { rateLimits } from "#server/db/schema/rate-limits";
import { startTestServer } from "#server/test-support/test-server";
import { createContactRepository } from "./contact.repository";
import { CHALLENGE_LIMITS, CONTACT_LIMITS } from "./contact.routes";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const message = {
  name: "Yusuf Ali",
  email: "yusuf@example.com",
  phone: "+20 100 123 4567",
  subject: "Makkah to Madinah",
  message: "Four adults, two suitcases each, on Friday morning.",
  language: "en",
};
const CAPTCHA_FAILED = "The verification failed or expired. Please try again.";
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** Does what the widget does in the browser: fetch a challenge and solve it. */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return encode({ challenge, solution });
}
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const storedCount = async () => (await server.database.db.select().from(contactMessages)).length;
const resetLimits = () => server.database.db.delete(rateLimits);

describe("POST /api/contact", () => {
  it("stores a valid message once the captcha is solved", async () => {
    await resetLimits();
    const res = await post({ ...message, captcha: await solvedCaptcha() });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(Number), status: "received" });
    const rows = await server.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: "Yusuf Ali",
      email: "yusuf@example.com",
      phone: "+201001234567",
      subject: "Makkah to Madinah",
      status: "new",
      language: "en",
    });
    // The helpers the admin inbox will use see it too.
    const repository = createContactRepository(server.database.db);
    expect(await repository.count({ status: "new" })).toBe(1);
    expect((await repository.list({ limit: 10, offset: 0 })).map((row) => row.id)).toEqual([body.id]);
  });

  const invalid: [field: string, value: unknown, error: string][] = [
    ["name", "A", "Please enter your name (at least 2 characters)."],
    ["email", "not-an-email", "Please enter a valid email address."],
    ["phone", "0100 123 4567", PHONE_FORMAT_MESSAGE],
    ["subject", "Hi", "Please enter a subject (at least 3 characters)."],
    ["message", "Too short", "Please write your message (at least 10 characters)."],
    ["language", "fr", "Language must be en or ar."],
  ];
  it.each(invalid)("refuses an invalid %s with its message and stores nothing", async (field, value, error) => {
    await resetLimits();
    const before = await storedCount();
    // Fields are checked before the captcha, so an unsolved one is enough here.
    const res = await post({ ...message, [field]: value, captcha: "unsolved" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Some fields are not valid.", fieldErrors: { [field]: error } });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a missing, forged, wrong or replayed captcha and stores nothing", async () => {
    await resetLimits();
    const before = await storedCount();
    const missing = await post(message);
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ captcha: "Please complete the verification." });

    const forged = await post({ ...message, captcha: encode({ challenge: {}, solution: {} }) });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: CAPTCHA_FAILED, fieldErrors: { captcha: CAPTCHA_FAILED } });

    const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge;
    const wrongKey = "ff".repeat(32);
    expect((await post({ ...message, captcha: encode({ challenge, solution: { counter: 1, derivedKey: wrongKey } }) })).status).toBe(400);
    expect(await storedCount()).toBe(before);

    await resetLimits();
    const payload = await solvedCaptcha();
    expect((await post({ ...message, captcha: payload })).status).toBe(201);
    const replay = await post({ ...message, captcha: payload });
    expect(replay.status).toBe(400);
    expect((await replay.json()).fieldErrors).toEqual({ captcha: CAPTCHA_FAILED });
    expect(await storedCount()).toBe(before + 1);
  });

  it("has a ceiling for everyone together, and keeps messages a year (a scheduled purge)", async () => {
    await resetLimits();
    await server.database.db.insert(rateLimits).values({ key: "contact:*", count: CONTACT_LIMITS.global.limit, windowStartedAt: new Date() });
    const before = await storedCount();
    const refused = await post({ ...message, captcha: await solvedCaptcha() });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^We are receiving too many messages right now/);
    expect(await storedCount()).toBe(before);
    await resetLimits();

    const repository = createContactRepository(server.database.db);
    const old = await repository.insert({ ...message, createdAt: new Date(Date.now() - 366 * 24 * 60 * 60_000) });
    const recent = await repository.insert({ ...message, createdAt: new Date(Date.now() - 364 * 24 * 60 * 60_000) });
    expect(await server.scheduler.runNow("contact.purge-old-messages")).toBe("ran");
    const ids = (await server.database.db.select().from(contactMessages)).map((row) => row.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });

  it("refuses a body that is not JSON", async () => {
    await resetLimits();
    const before = await storedCount();
    const res = await post("name=x&email=y");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("The request body must be JSON.");
    expect(await storedCount()).toBe(before);
  });

  it("limits each connection to 5 messages in 10 minutes, whatever X-Forwarded-For says", async () => {
    await resetLimits();
    const before = await storedCount();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post({ ...message, captcha: await solvedCaptcha() })).status);
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    const limited = await post({ ...message, captcha: await solvedCaptcha() });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await limited.json()).error).toBe("Too many messages from your connection. Please try again in 10 minutes.");
    // TRUST_PROXY is off: a made-up forwarded address does not buy a fresh bucket.
    expect((await post({ ...message, captcha: await solvedCaptcha() }, { "X-Forwarded-For": "198.51.100.9" })).status).toBe(429);
    expect(await storedCount()).toBe(before + 5);
  });
});

describe("GET /api/captcha/challenge", () => {
  it("issues a fresh, signed, uncached challenge", async () => {
    const res = await fetch(`${server.url}/api/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const a = await res.json();
    const b = await (await fetch(`${server.url}/api/captcha/challenge`)).json();
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1_000, expiresAt: expect.any(Number) });
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });

  it("limits challenges per address (each costs a key derivation), with Retry-After", async () => {
    await resetLimits();
    const answers = await Promise.all(
      Array.from({ length: CHALLENGE_LIMITS.perAddress.limit + 5 }, () => fetch(`${server.url}/api/captcha/challenge`).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(CHALLENGE_LIMITS.perAddress.limit);
    const refused = await fetch(`${server.url}/api/captcha/challenge`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await resetLimits();
  });

  it("answers 404 when hCaptcha is the provider (its widget needs no challenge from us)", async () => {
    const hcaptcha = await startTestServer({
      CAPTCHA_PROVIDER: "hcaptcha",
      HCAPTCHA_SECRET: "0xTEST",
      HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
      SEED_DEMO: "false",
    });
    try {
      const res = await fetch(`${hcaptcha.url}/api/captcha/challenge`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toEqual(expect.any(String));
    } finally {
      await hcaptcha.stop();
    }
  });
});
