import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-minutes";

describe("readingMinutes", () => {
  it("counts about 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("word ".repeat(299))).toBe(1);
    expect(readingMinutes("")).toBe(1);
  });
});
