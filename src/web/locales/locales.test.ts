import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** A page ships its own language only, so Arabic has no English to fall back on: every key must exist in both. */
const folder = path.dirname(new URL(import.meta.url).pathname);
const keysOf = (tree: Record<string, unknown>, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
const read = (language: string, file: string) => JSON.parse(readFileSync(path.join(folder, language, file), "utf8")) as Record<string, unknown>;

describe("locales", () => {
  const files = readdirSync(path.join(folder, "en"));
  it("have the same files in both languages", () => expect(readdirSync(path.join(folder, "ar")).sort()).toEqual([...files].sort()));
  for (const file of files) {
    it(`${file}: every English key exists in Arabic and back`, () => {
      expect([...new Set(keysOf(read("ar", file)))].sort()).toEqual([...new Set(keysOf(read("en", file)))].sort());
    });
  }
});
