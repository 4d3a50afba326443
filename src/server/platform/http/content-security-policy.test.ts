import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOf } from "./content-security-policy";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  it("gives admin pages nonce-only scripts and public pages a policy that still confines them", () => {
    const admin = contentSecurityPolicy({}, "abc123");
    expect(directive(admin, "script-src")).toBe("script-src 'self' 'nonce-abc123' https://hcaptcha.com https://*.hcaptcha.com");
    const open = contentSecurityPolicy({});
    expect(directive(open, "script-src")).toContain("'unsafe-inline'");
    for (const policy of [admin, open]) {
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
    }
  });

  it("allows framing the configured live stream and reporting to the configured service only", () => {
    const policy = contentSecurityPolicy({
      streamOrigin: originOf("https://www.youtube-nocookie.com/embed/live_stream?channel=x"),
      reportingOrigin: originOf("https://key@o1.ingest.sentry.io/1"),
    });
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://hcaptcha.com https://*.hcaptcha.com https://www.youtube-nocookie.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com https://o1.ingest.sentry.io");
    expect(originOf("off")).toBeNull();
  });
});
