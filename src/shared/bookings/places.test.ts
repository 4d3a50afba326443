import { describe, expect, it } from "vitest";
import { isAirportPlace, PLACE_IDS, PLACES, placeById } from "./places";

describe("places", () => {
  it("has unique kebab-case ids, both names, and coordinates inside Saudi Arabia's Hijaz", () => {
    expect(new Set(PLACE_IDS).size).toBe(PLACES.length);
    for (const place of PLACES) {
      expect(place.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(place.name.en.trim()).not.toBe("");
      expect(place.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(place.lat).toBeGreaterThan(20);
      expect(place.lat).toBeLessThan(25.5);
      expect(place.lng).toBeGreaterThan(38.5);
      expect(place.lng).toBeLessThan(41);
    }
  });

  it("knows the airports", () => {
    expect(PLACES.filter((place) => isAirportPlace(place.id)).map((place) => place.id)).toEqual([
      "jed-terminal-1",
      "jed-north-terminal",
      "jed-hajj-terminal",
      "med-airport",
    ]);
    expect(isAirportPlace("makkah-aziziyah")).toBe(false);
    expect(isAirportPlace("nowhere")).toBe(false);
    expect(placeById("madinah-markaziyah")?.city).toBe("madinah");
  });
});
