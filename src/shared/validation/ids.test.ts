import { describe, expect, it } from "vitest";
import { isId, isSlug } from "./ids";

describe("ids and slugs by shape", () => {
  it("accepts uuids, hex hashes, better-auth ids and slugs", () => {
    expect(isId("00000000-0000-0000-0000-000000000000")).toBe(true);
    expect(isId("a".repeat(64))).toBe(true);
    expect(isId("Xy_9-abc")).toBe(true);
    expect(isSlug("umrah-guide-2026")).toBe(true);
  });

  it.each(["\u0000", "a\u0000", "a b", "a/b", "..", "", "x".repeat(129), "\u2028", "لوحة", "a%00"])("refuses %j as an id", (value) => {
    expect(isId(value)).toBe(false);
  });

  it.each(["\u0000", "Umrah", "a--b", "-a", "a/b", "ا", "a b", "a\u0000", "x".repeat(201)])("refuses %j as a slug", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
