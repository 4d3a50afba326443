import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOf } from "./content-security-policy";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  it("never allows inline scripts wholesale: a nonce, the page's hashes, or none", () => {
    const withNonce = contentSecurityPolicy({}, { nonce: "abc123" });
    expect(directive(withNonce, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    const withHashes = contentSecurityPolicy({}, { hashes: ["AAA=", "BBB="] });
    expect(directive(withHashes, "script-src")).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    const none = contentSecurityPolicy({});
    expect(directive(none, "script-src")).toBe("script-src 'self'");
    for (const policy of [withNonce, withHashes, none]) {
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(directive(policy, "script-src")).not.toContain("unsafe");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
    }
  });

  it("allows the hCaptcha hosts only while hCaptcha is the captcha in force", () => {
    const altcha = contentSecurityPolicy({ hcaptcha: false }, { nonce: "n" });
    expect(altcha).not.toContain("hcaptcha");
    const hcaptcha = contentSecurityPolicy({ hcaptcha: true }, { nonce: "n" });
    for (const name of ["script-src", "style-src", "connect-src", "frame-src"]) {
      expect(directive(hcaptcha, name)).toContain("https://hcaptcha.com https://*.hcaptcha.com");
    }
  });

  it("allows framing the configured live stream and reporting to the configured service only", () => {
    const policy = contentSecurityPolicy({
      streamOrigin: originOf("https://www.youtube-nocookie.com/embed/live_stream?channel=x"),
      reportingOrigin: originOf("https://key@o1.ingest.sentry.io/1"),
    });
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://o1.ingest.sentry.io");
    expect(originOf("off")).toBeNull();
  });

  it("lets no page reach the payment provider: the customer pays on its hosted page (issue 25)", () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(policy).not.toContain("moyasar");
  });
});
