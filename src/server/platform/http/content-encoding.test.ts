import { describe, expect, it } from "vitest";
import { isCompressibleType, negotiateEncoding, varyWithEncoding } from "./content-encoding";

describe("content encoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("deflate, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*, br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("brotli-ish, xgzip")).toBe("identity");
  });

  it("compresses text, not images or event streams", () => {
    for (const type of ["text/html; charset=utf-8", "application/json", "text/css", "text/javascript", "image/svg+xml", "application/xml", "text/plain"]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ["image/webp", "image/jpeg", "text/event-stream", "application/octet-stream", null])
      expect(isCompressibleType(type), String(type)).toBe(false);
  });

  it("adds Accept-Encoding to Vary once", () => {
    expect(varyWithEncoding(null)).toBe("Accept-Encoding");
    expect(varyWithEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyWithEncoding("accept-encoding, Cookie")).toBe("accept-encoding, Cookie");
  });
});
