import { describe, expect, it } from "vitest";
import { staffCountries } from "./staff-country-field";

describe("the staff country list", () => {
  it("names every country in the staff language, by name, without groupings or private codes", () => {
    const arabic = staffCountries("ar");
    expect(arabic.find((country) => country.code === "PK")?.name).toBe("باكستان");
    expect(arabic.length).toBeGreaterThan(240);
    expect(arabic.map((country) => country.code)).not.toEqual(expect.arrayContaining(["EU", "UN", "ZZ", "XA", "QO"]));
    const english = staffCountries("en").map((country) => country.name);
    expect(english.indexOf("Egypt")).toBeLessThan(english.indexOf("Pakistan"));
  });

  it("matches a search in either language or by code, ignoring case and accents", () => {
    const search = (language: "en" | "ar", text: string) =>
      staffCountries(language)
        .filter((country) => country.search.includes(text))
        .map((country) => country.code);
    expect(search("en", "باكستان")).toEqual(["PK"]);
    expect(search("ar", "pakistan")).toEqual(["PK"]);
    expect(search("en", "cote d")).toContain("CI");
    expect(search("en", "eg ")).toContain("EG");
  });
});
