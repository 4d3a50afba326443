import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hasForbiddenCharacters, safeText } from "./safe-text";

describe("safeText", () => {
  const name = safeText({ min: 2, max: 10, messages: { forbidden: "bad", tooShort: "short", tooLong: "long" } });
  const notes = safeText({ max: 50, multiline: true });

  it("trims and accepts ordinary text in both scripts", () => {
    expect(name.parse("  Aisha ")).toBe("Aisha");
    expect(name.parse("عائشة")).toBe("عائشة");
    expect(name.parse("\u200Fعلي")).toBe("\u200Fعلي");
  });

  it("refuses NUL, other controls and lone surrogates with the forbidden message", () => {
    for (const bad of ["Ai\u0000sha", "Ai\u0007sha", "Ai\u007Fsha", "Ai\u0085sha", "Ai\tsha", "Ai\nsha", "Ai\uD800sha", "Ai\uDC00sha", "Ai\u2028sha"]) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("bad");
    }
  });

  it("keeps line breaks in multiline text and normalises them", () => {
    expect(notes.parse("a\r\nb\rc\td")).toBe("a\nb\nc\td");
    expect(notes.safeParse("a\u0000b").success).toBe(false);
  });

  it("bounds the length after trimming", () => {
    expect(name.safeParse(" a ").error?.issues[0]?.message).toBe("short");
    expect(name.safeParse("abcdefghijk").error?.issues[0]?.message).toBe("long");
    expect(name.safeParse(42).success).toBe(false);
    expect(notes.parse("")).toBe("");
  });

  it("never accepts a string holding a C0 control, whatever surrounds it", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), fc.string(), (before, code, after) => {
        const value = `${before}${String.fromCharCode(code)}${after}`;
        expect(hasForbiddenCharacters(value)).toBe(true);
        expect(safeText({ max: 1000 }).safeParse(`x${value}x`).success).toBe(false);
      }),
    );
  });
});
