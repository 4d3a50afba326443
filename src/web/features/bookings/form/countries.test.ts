import { describe, expect, it } from "vitest";
import { countryOptions, likelyCountry } from "./countries";

describe("the contact's country list", () => {
  it("starts with the visitor's likely country, then Saudi Arabia, the rest by name in the page's language", () => {
    expect(
      countryOptions("en")
        .slice(0, 2)
        .map(([code]) => code),
    ).toEqual(["SA", "AF"]);
    const pakistani = countryOptions("en", "PK");
    expect(pakistani.slice(0, 2).map(([code]) => code)).toEqual(["PK", "SA"]);
    expect(pakistani[0]?.[1]).toContain("Pakistan");
    expect(countryOptions("ar", "ID")[0]?.[1]).toContain("إندونيسيا");
    expect(countryOptions("en", "PK")).toHaveLength(countryOptions("en").length);
  });

  it("guesses it from the number's calling code first (and picks it), then the browser's region or language", () => {
    expect(likelyCountry("+92 300 1234567", ["en-US"], "en")).toEqual({ code: "PK", pick: true });
    expect(likelyCountry("0062 812 3456", [], "en")).toEqual({ code: "ID", pick: true });
    expect(likelyCountry("+9665", [], "en")).toEqual({ code: "SA", pick: true });
    expect(likelyCountry("+9", ["ur-PK"], "en")).toEqual({ code: "PK", pick: true });
    expect(likelyCountry("0300 1234567", ["id"], "en")).toEqual({ code: "ID", pick: true });
    expect(likelyCountry("", ["ms-MY", "en"], "en")).toEqual({ code: "MY", pick: true });
    expect(likelyCountry("", ["ar-EG"], "ar")).toEqual({ code: "EG", pick: true });
    // An English browser's region heads the list but does not pick: a local number would get the wrong code.
    expect(likelyCountry("", ["en-GB"], "en")).toEqual({ code: "GB", pick: false });
    expect(likelyCountry("", ["en"], "en")).toBeUndefined();
    expect(likelyCountry("", [], "ar")).toEqual({ code: "SA", pick: false });
  });
});
