import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHcaptchaCaptcha } from "./hcaptcha-captcha";

/**
 * hCaptcha answered at the HTTP boundary with recorded responses (the shapes hCaptcha's
 * siteverify returns), chosen by the token the test sends.
 */
const RECORDED: Record<string, { status: number; body: string }> = {
  good: { status: 200, body: JSON.stringify({ success: true, challenge_ts: "2026-11-22T10:00:00.000Z", hostname: "rihla.example", credit: false }) },
  bad: { status: 200, body: JSON.stringify({ success: false, "error-codes": ["invalid-input-response"] }) },
  seen: { status: 200, body: JSON.stringify({ success: false, "error-codes": ["invalid-or-already-seen-response"] }) },
  down: { status: 500, body: "Internal Server Error" },
  garbage: { status: 200, body: "<html>not json</html>" },
};
let server: Server;
let url: string;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const token = form.get("response") ?? "";
      if (token === "slow") return; // never answers: the client must time out
      const answer = RECORDED[token] ?? RECORDED.bad!;
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("hCaptcha adapter", () => {
  const captcha = () => createHcaptchaCaptcha({ secret: "0xSECRET", verifyUrl: url, timeoutMs: 300 });

  it("passes a token hCaptcha accepts, sending the secret and the visitor's address", async () => {
    expect(await captcha().verify("good", "203.0.113.7")).toBe(true);
    const form = seen.at(-1)!;
    expect(form.get("secret")).toBe("0xSECRET");
    expect(form.get("response")).toBe("good");
    expect(form.get("remoteip")).toBe("203.0.113.7");
  });

  it("leaves out an address it does not know", async () => {
    expect(await captcha().verify("good", "unknown")).toBe(true);
    expect(seen.at(-1)!.has("remoteip")).toBe(false);
  });

  it("fails on a refusal, a 500, a malformed body and a timeout", async () => {
    expect(await captcha().verify("bad", "")).toBe(false);
    expect(await captcha().verify("down", "")).toBe(false);
    expect(await captcha().verify("garbage", "")).toBe(false);
    const started = Date.now();
    expect(await captcha().verify("slow", "")).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("tells a token hCaptcha has already seen (a retry's) from a wrong one", async () => {
    expect(await captcha().check("good", "")).toBe("passed");
    expect(await captcha().check("seen", "")).toBe("spent");
    expect(await captcha().check("bad", "")).toBe("failed");
    expect(await captcha().check("down", "")).toBe("failed");
    expect(await captcha().verify("seen", "")).toBe(false);
  });

  it("issues no challenge of its own", async () => {
    expect(await captcha().createChallenge()).toBeNull();
  });
});
