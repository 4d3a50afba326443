import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { languageFromAcceptHeader, localizePath, splitLanguage } from "./localized-path";
import { pickText } from "./localized-text";

describe("localized paths", () => {
  it("splits the language prefix off a path", () => {
    expect(splitLanguage("/ar/blog/x")).toEqual({ language: "ar", path: "/blog/x" });
    expect(splitLanguage("/ar")).toEqual({ language: "ar", path: "/" });
    expect(splitLanguage("/blog")).toEqual({ language: "en", path: "/blog" });
    expect(splitLanguage("/arabic-food")).toEqual({ language: "en", path: "/arabic-food" });
  });

  it("builds the same page in each language", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/blog/x", "ar")).toBe("/ar/blog/x");
    expect(localizePath("/blog/x", "en")).toBe("/blog/x");
  });

  it("round-trips any path through both languages", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom("en" as const, "ar" as const), (raw, language) => {
        // Several leading slashes (or backslashes) come back as one: see "another host" below.
        const path = `/${raw.replace(/^[/\\]+/, "")}`;
        if (path === "/ar" || path.startsWith("/ar/")) return true;
        const split = splitLanguage(localizePath(raw, language));
        return split.language === language && split.path === path;
      }),
    );
  });
});

describe("languageFromAcceptHeader", () => {
  it("prefers the highest-ranked supported language", () => {
    expect(languageFromAcceptHeader("ar-SA,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(languageFromAcceptHeader("fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7")).toBe("ar");
    expect(languageFromAcceptHeader("en-GB,ar;q=0.5")).toBe("en");
    expect(languageFromAcceptHeader("en;q=0.4,ar;q=0.6")).toBe("ar");
    expect(languageFromAcceptHeader("ur-PK")).toBe("en");
    expect(languageFromAcceptHeader("ar;q=0")).toBe("en");
    expect(languageFromAcceptHeader(undefined)).toBe("en");
  });
});

describe("pickText", () => {
  it("falls back to English when a translation is blank", () => {
    expect(pickText({ en: "Hello", ar: "مرحبا" }, "ar")).toBe("مرحبا");
    expect(pickText({ en: "Hello", ar: "  " }, "ar")).toBe("Hello");
    expect(pickText(null, "en")).toBe("");
  });
});

describe("localizePath and another host", () => {
  it("keeps one leading slash, so a page's twin is never a protocol-relative address", () => {
    expect(localizePath(splitLanguage("/ar//evil.example/x").path, "en")).toBe("/evil.example/x");
    expect(localizePath("/\\evil.example", "en")).toBe("/evil.example");
    expect(localizePath("//evil.example", "ar")).toBe("/ar/evil.example");
    expect(localizePath("blog", "en")).toBe("/blog");
    expect(localizePath("/", "ar")).toBe("/ar");
  });
});
