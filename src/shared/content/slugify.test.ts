import { describe, expect, it } from "vitest";
import { isSlug } from "../validation/ids";
import { slugify } from "./slugify";
import { dateToRiyadhLocal, riyadhLocalToDate } from "./riyadh-time";

describe("slugify", () => {
  it.each([
    ["Umrah by car: Jeddah → Makkah!", "umrah-by-car-jeddah-makkah"],
    ["  Café  Déjà vu ", "cafe-deja-vu"],
    ["رحلة إلى مكة", "rhla-ala-mka"],
    ["---", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("always gives a valid slug or nothing", () => {
    for (const title of ["a".repeat(300), "١٢٣ test", "😀 emoji", "x--y", "Ünïcödé"]) {
      const slug = slugify(title);
      expect(slug === "" || isSlug(slug)).toBe(true);
    }
  });
});

describe("Riyadh wall-clock times", () => {
  it("reads a datetime-local value as UTC+3 and back", () => {
    expect(riyadhLocalToDate("2026-05-01T14:30")?.toISOString()).toBe("2026-05-01T11:30:00.000Z");
    expect(dateToRiyadhLocal(new Date("2026-05-01T11:30:00Z"))).toBe("2026-05-01T14:30");
    expect(riyadhLocalToDate("2026-02-31T10:00")).toBeNull();
    expect(riyadhLocalToDate("nonsense")).toBeNull();
  });
});
