import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { contactMessages } from "#server/db/schema/contact-messages";
import { rateLimits } from "#server/db/schema/rate-limits";
import { startTestServer } from "#server/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

const message = { name: "Yusuf Ali", email: "yusuf@example.com", phone: "+20 100 123 4567", subject: "Makkah to Madinah", message: "Four adults, two suitcases each, on Friday morning.", language: "en" };

/** Does what the widget does in the browser: fetch a challenge and solve it. */
async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
const stored = async () => server.database.db.select().from(contactMessages);
const resetLimits = () => server.database.db.delete(rateLimits);

describe("POST /api/contact", () => {
  it("stores a valid message once the captcha is solved", async () => {
    await resetLimits();
    const res = await post({ ...message, captcha: await solvedCaptcha() });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.status).toBe("received");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, name: "Yusuf Ali", phone: "+201001234567", status: "new", language: "en" });
  });

  it("refuses invalid fields with their messages and stores nothing", async () => {
    await resetLimits();
    const before = (await stored()).length;
    const res = await post({ ...message, email: "nope", message: "short", captcha: await solvedCaptcha() });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({ email: "Please enter a valid email address.", message: "Please write your message (at least 10 characters)." });
    expect((await stored()).length).toBe(before);
  });

  it("refuses a missing, forged or replayed captcha and stores nothing", async () => {
    await resetLimits();
    const before = (await stored()).length;
    const missing = await post(message);
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors.captcha).toBe("Please complete the verification.");
    const forged = await post({ ...message, captcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") });
    expect(forged.status).toBe(400);
    expect((await forged.json()).fieldErrors.captcha).toBe("The verification failed or expired. Please try again.");
    const payload = await solvedCaptcha();
    expect((await post({ ...message, captcha: payload })).status).toBe(201);
    expect((await post({ ...message, captcha: payload })).status).toBe(400);
    expect((await stored()).length).toBe(before + 1);
  });

  it("refuses a body that is not JSON", async () => {
    await resetLimits();
    const res = await post("name=x&email=y");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("The request body must be JSON.");
  });

  it("limits each connection to 5 messages in 10 minutes", async () => {
    await resetLimits();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await post({ ...message, captcha: "x" })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await post({ ...message, captcha: await solvedCaptcha() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await limited.json()).error).toMatch(/^Too many messages from your connection\. Please try again in \d+ minutes\.$/);
  });
});

describe("GET /api/captcha/challenge", () => {
  it("issues a fresh, signed, uncached challenge", async () => {
    const res = await fetch(`${server.url}/api/captcha/challenge`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const a = await res.json();
    const b = await (await fetch(`${server.url}/api/captcha/challenge`)).json();
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});
