import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FrontMatterError, isPlainSafe, parseFrontMatterBlock, parseMarkdownFile } from "./front-matter";

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
};

describe("front matter", () => {
  it("reads plain, quoted, numeric, boolean and list values", () => {
    const block = [
      "# a comment",
      "title: Ramadan Umrah",
      'seoTitle: "Umrah: a guide \\"for\\" you"',
      "excerpt: 'it''s short: really'",
      "publishedDaysAgo: 170",
      "ratio: 0.5",
      "featured: false",
      "tags: [umrah, \"a, b\", 'c']",
      "",
      "authors:",
      "  - Hassan Al-Harbi",
      '  - "Noura: editor"',
      "empty: []",
      "arabic: عمرة رمضان",
    ].join("\n");
    expect(parseFrontMatterBlock(block)).toEqual({
      title: "Ramadan Umrah",
      seoTitle: 'Umrah: a guide "for" you',
      excerpt: "it's short: really",
      publishedDaysAgo: 170,
      ratio: 0.5,
      featured: false,
      tags: ["umrah", "a, b", "c"],
      authors: ["Hassan Al-Harbi", "Noura: editor"],
      empty: [],
      arabic: "عمرة رمضان",
    });
  });

  it("splits a Markdown file into front matter and body", () => {
    const file = "---\ntitle: Hello\n---\n\n## Heading\n\nText with --- inside.\n";
    expect(parseMarkdownFile(file)).toEqual({ data: { title: "Hello" }, body: "## Heading\n\nText with --- inside." });
    expect(parseMarkdownFile("---\r\ntitle: Hi\r\n---\r\nBody")).toEqual({ data: { title: "Hi" }, body: "Body" });
  });

  it.each([
    ["title: a: b", 1, "must be quoted"],
    ["title: Hello\ntitle: Again", 2, "duplicate key title"],
    ["  title: indented", 1, "expected `key: value`"],
    ["title: {a: 1}", 1, "nested maps"],
    ['title: "unclosed', 1, "bad double-quoted"],
    ["title: 'it's'", 1, "bad single-quoted"],
    ["tags: [a, b", 1, "must end with ]"],
    ["tags: [a, , b]", 1, "empty item"],
    ["  - orphan", 1, "must follow"],
    ["tags:\ntitle: x", 1, "tags has no value"],
    ["title:\tx", 1, "tabs"],
    ["title: - dash", 1, "must be quoted"],
    ["title: null", 1, "must be quoted"],
    ["just text", 1, "expected `key: value`"],
  ])("refuses %j (line %i)", (block, line, message) => {
    const error = errorOf(() => parseFrontMatterBlock(block));
    expect(error).toBeInstanceOf(FrontMatterError);
    expect((error as FrontMatterError).line).toBe(line);
    expect((error as Error).message).toContain(message);
  });

  it("refuses a file without an opening or closing marker, counting lines from the file's start", () => {
    expect((errorOf(() => parseMarkdownFile("title: x\n")) as Error).message).toContain("must start with a `---` line");
    expect((errorOf(() => parseMarkdownFile("---\ntitle: x\nbody")) as Error).message).toContain("not closed");
    expect((errorOf(() => parseMarkdownFile("---\ntitle: x\nbad line\n---\n")) as FrontMatterError).line).toBe(3);
  });

  it("reads back any string written plain when plain is safe, and JSON-quoted otherwise", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const written = isPlainSafe(text) ? text : JSON.stringify(text);
        expect(parseFrontMatterBlock(`key: ${written}`)).toEqual({ key: text });
      }),
      { numRuns: 500 },
    );
  });
});
