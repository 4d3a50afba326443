import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "./company-profile.schema";

const base = {
  name: { en: "Rihla", ar: "رحلة" },
  tagline: { en: "Transfers", ar: "توصيل" },
  phone: "+966125550123",
  whatsapp: "+966555012345",
  email: "info@rihla.example",
  address: { en: "Makkah", ar: "مكة" },
  social: {},
};

/** Issue 12: the hero's trust signals come from optional company-profile fields. */
describe("company profile trust fields", () => {
  it("are optional, one by one", () => {
    expect(companyProfileSchema.safeParse(base).success).toBe(true);
    expect(companyProfileSchema.safeParse({ ...base, trust: {} }).success).toBe(true);
    expect(companyProfileSchema.parse({ ...base, trust: { licence: " TGA 2-41-0387 ", foundedYear: 2011 } }).trust).toEqual({
      licence: "TGA 2-41-0387",
      foundedYear: 2011,
    });
  });

  it.each([
    [{ foundedYear: 1850 }, "Use a year from 1900"],
    [{ foundedYear: 2011.5 }, "Enter a whole number"],
    [{ pilgrimsServed: -1 }, undefined],
    [{ pilgrimsServed: Number.NaN }, undefined],
    [{ licence: "x".repeat(61) }, "This text is too long."],
    [{ licence: "TGA\u0000" }, "This text contains characters that are not allowed."],
  ])("refuse %j", (trust, message) => {
    const result = companyProfileSchema.safeParse({ ...base, trust });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});
