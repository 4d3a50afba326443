import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatSar, vatIncluded } from "./money";

describe("money", () => {
  it("formats halalas as SAR in both languages", () => {
    expect(formatSar(35_000, "en")).toMatch(/SAR\s?350/);
    expect(formatSar(12_550, "en")).toMatch(/125\.50/);
    expect(formatSar(35_000, "ar")).toContain("350");
  });

  it("computes the VAT inside an inclusive price", () => {
    expect(vatIncluded(11_500)).toBe(1_500);
    expect(vatIncluded(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const vat = vatIncluded(gross);
        return vat >= 0 && vat <= gross && Math.abs(vat * 115 - gross * 15) <= 115;
      }),
    );
  });
});
