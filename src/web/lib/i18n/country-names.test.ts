import { describe, expect, it } from "vitest";
import { countryName } from "./country-names";

describe("countryName", () => {
  it("shows a country typed in either language in the page's language", () => {
    expect(countryName("United Kingdom", "ar")).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("GB"));
    expect(countryName("Indonesia", "ar")).toBe("إندونيسيا");
    expect(countryName("الكويت", "en")).toBe("Kuwait");
    expect(countryName("مصر", "en")).toBe("Egypt");
    expect(countryName("pakistan", "en")).toBe("Pakistan");
    expect(countryName("UK", "en")).toBe("United Kingdom");
  });

  it("keeps text that names no known country as it was typed", () => {
    expect(countryName("Somewhere nice", "ar")).toBe("Somewhere nice");
    expect(countryName("", "en")).toBe("");
  });
});
