import { describe, expect, it } from "vitest";
import { convertAmount, formatConverted, formatRate, parseAmount } from "./format";

describe("currency arithmetic (spec sections 2 and 5)", () => {
  it("converts 100 USD at 3.75 to 375.00, the rate shown with 4 decimals", () => {
    expect(formatConverted(convertAmount("100", 3.75)!)).toBe("375.00");
    expect(formatRate(3.75)).toBe("3.7500");
    expect(formatRate(0.266_666_67)).toBe("0.2667");
    expect(formatConverted(1234.5)).toBe("1,234.50");
  });

  it("gives no conversion (and no error) for a non-number", () => {
    for (const input of ["", " ", "abc", "12abc", "1,000", "--1", ".", "NaN", "Infinity", "1e400"]) {
      expect(convertAmount(input, 3.75), input).toBeNull();
    }
  });

  it("accepts decimals and Arabic-Indic digits", () => {
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("١٠٠")).toBe(100);
    expect(parseAmount("١٢٫٥")).toBe(12.5);
  });

  it("gives no conversion while the rate is cleared", () => {
    expect(convertAmount("100", null)).toBeNull();
  });

  it("formats with the reader's digits", () => {
    expect(formatConverted(375, "ar-SA")).toBe(new Intl.NumberFormat("ar-SA", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(375));
  });
});
