import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { vehicleClassesThatFit } from "./vehicle-fit";

const fleet = [
  { slug: "sedan", passengers: 3, bags: 2 },
  { slug: "suv", passengers: 6, bags: 5 },
  { slug: "van", passengers: 8, bags: 6 },
  { slug: "bus", passengers: 49, bags: 45 },
];
const slugs = (party: { adults: number; children: number; infants: number; bags: number }) => vehicleClassesThatFit(fleet, party).map((c) => c.slug);

describe("vehicleClassesThatFit", () => {
  it("counts infants as passengers and checks bags", () => {
    expect(slugs({ adults: 2, children: 1, infants: 0, bags: 2 })).toEqual(["sedan", "suv", "van", "bus"]);
    expect(slugs({ adults: 2, children: 0, infants: 1, bags: 2 })).toEqual(["sedan", "suv", "van", "bus"]);
    expect(slugs({ adults: 2, children: 1, infants: 1, bags: 2 })).toEqual(["suv", "van", "bus"]);
    expect(slugs({ adults: 1, children: 0, infants: 0, bags: 6 })).toEqual(["van", "bus"]);
    expect(slugs({ adults: 50, children: 0, infants: 0, bags: 0 })).toEqual([]);
  });

  it("only ever removes classes as the party grows", () => {
    const party = fc.record({ adults: fc.nat(60), children: fc.nat(20), infants: fc.nat(10), bags: fc.nat(60) });
    fc.assert(
      fc.property(party, fc.constantFrom("adults", "children", "infants", "bags" as const), (p, grow) => {
        const bigger = { ...p, [grow]: p[grow] + 1 };
        const before = slugs(p);
        expect(slugs(bigger).every((slug) => before.includes(slug))).toBe(true);
      }),
    );
  });
});
