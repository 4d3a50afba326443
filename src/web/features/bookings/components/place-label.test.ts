import { describe, expect, it } from "vitest";
import { PLACES, placeById } from "#shared/bookings/places";
import { placeOptionLabel } from "./place-label";

describe("the place picker's labels", () => {
  it("puts the terminal first, so the three Jeddah terminals differ in their first words in both languages", () => {
    const terminals = ["jed-terminal-1", "jed-north-terminal", "jed-hajj-terminal"].map((id) => placeById(id)!);
    expect(terminals.map((place) => placeOptionLabel(place, "en"))).toEqual([
      "Terminal 1 · Jeddah airport (KAIA)",
      "North Terminal · Jeddah airport (KAIA)",
      "Hajj Terminal · Jeddah airport (KAIA)",
    ]);
    expect(placeOptionLabel(terminals[2]!, "ar")).toBe("صالة الحجاج · مطار جدة (الملك عبدالعزيز)");
    for (const language of ["en", "ar"] as const) {
      const starts = terminals.map((place) => placeOptionLabel(place, language).slice(0, 14));
      expect(new Set(starts).size).toBe(3);
    }
  });

  it("keeps every word of every place's name", () => {
    for (const place of PLACES)
      for (const language of ["en", "ar"] as const) {
        const words = (text: string) =>
          text
            .split(/[\s,،·]+/)
            .filter(Boolean)
            .sort();
        expect(words(placeOptionLabel(place, language))).toEqual(words(place.name[language]));
      }
  });
});
