import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("server configuration", () => {
  it("has working offline defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CAPTCHA_PROVIDER).toBe("altcha");
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it("lists every bad key at once", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short", CAPTCHA_PROVIDER: "hcaptcha" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(":")[0]).sort();
      expect(keys).toEqual(["ADMIN_PASSWORD", "DATABASE_URL", "HCAPTCHA_SECRET", "PORT"]);
    }
  });

  it("honours PORT, HOST, DATA_DIR and SITE_URL", () => {
    const config = loadConfig({ PORT: "4100", HOST: "127.0.0.1", DATA_DIR: "/tmp/rihla-x", SITE_URL: "https://rihla.example/" });
    expect(config.PORT).toBe(4100);
    expect(config.dataDir).toBe("/tmp/rihla-x");
    expect(config.siteUrl).toBe("https://rihla.example");
  });
});
