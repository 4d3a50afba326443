import { describe, expect, it } from "vitest";
import { createPaymentsInForce, webhookSecretMatches } from "./payments-in-force";

describe("payments in force", () => {
  it("is off (null) until both keys are set, and follows a change after its lifetime", async () => {
    let values: Record<string, string> = { secretKey: "sk_test_x" };
    let clock = 0;
    const inForce = createPaymentsInForce(async () => ({ values, fromEnvironment: false }), { ttlMs: 1_000, now: () => clock });
    expect(await inForce()).toBeNull();
    values = { secretKey: "sk_test_x", publishableKey: "pk_test_x", webhookSecret: "s" };
    expect(await inForce()).toBeNull();
    clock = 1_001;
    const provider = await inForce();
    expect(provider).toMatchObject({ apiUrl: "https://api.moyasar.com/v1", publishableKey: "pk_test_x", webhookSecret: "s", configuredBy: "settings" });
  });

  it("compares the webhook secret exactly, refusing empty, missing and non-text tokens", () => {
    expect(webhookSecretMatches("secret-1", "secret-1")).toBe(true);
    expect(webhookSecretMatches("secret-1", "secret-2")).toBe(false);
    expect(webhookSecretMatches("secret-1", "secret-1 ")).toBe(false);
    expect(webhookSecretMatches("", "")).toBe(false);
    expect(webhookSecretMatches("secret-1", undefined)).toBe(false);
    expect(webhookSecretMatches("secret-1", ["secret-1"])).toBe(false);
  });
});
