import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("security headers", () => {
  const app = new Hono();
  app.use(securityHeaders({ https: false, csp: () => "default-src 'self'" }));
  app.get("/page", (c) => c.html("<p>page</p>"));
  app.get("/booking-info/x", (c) => {
    c.header("Referrer-Policy", "no-referrer");
    return c.html("<p>booking</p>");
  });

  it("give every answer the default referrer policy", async () => {
    expect((await app.request("/page")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keep an answer's own referrer policy (a token in the address must not leave as a Referer)", async () => {
    const response = await app.request("/booking-info/x");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
