import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const addressSeen = async (forwardedFor: string) => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, true)));
  return (await app.request("/", { headers: { "X-Forwarded-For": forwardedFor } })).text();
};

describe("the caller's address behind our proxy", () => {
  it("is the last X-Forwarded-For entry, the one our proxy appended", async () => {
    expect(await addressSeen("203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("127.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressSeen("10.0.0.1,198.51.100.7 , 203.0.113.9 ")).toBe("203.0.113.9");
  });
});
