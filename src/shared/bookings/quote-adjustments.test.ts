import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSar } from "../products/money";
import { quoteAdjustmentSchema } from "./quote-adjustment.schema";
import { formatSignedSar, linesThatAddUp, MAX_QUOTE_HALALAS, quotedTotal, quoteLinesText } from "./quote-adjustments";

const riyals = (min: number, max: number) => fc.integer({ min, max }).map((value) => value * 100);
const line = fc.record({ label: fc.constant({ en: "Extra stop at Badr", ar: "وقفة إضافية في بدر" }), amountHalalas: riyals(-5_000, 5_000) });

describe("quote adjustments", () => {
  it("a quoted total is the trip plus its lines, and the lines shown always add up to the total", () => {
    fc.assert(
      fc.property(riyals(1, 20_000), fc.array(line, { maxLength: 10 }), riyals(1, 50_000), (trip, lines, anyTotal) => {
        const total = quotedTotal(trip, lines);
        expect(total).toBe(trip + lines.reduce((sum, l) => sum + l.amountHalalas, 0));
        // Stored lines that already explain the total are shown as they are.
        expect(linesThatAddUp(trip, total, lines)).toEqual(lines);
        // An older quote (a bare total) gets one line for the difference: still exact.
        const shown = linesThatAddUp(trip, anyTotal, lines);
        expect(quotedTotal(trip, shown)).toBe(anyTotal);
      }),
    );
    expect(linesThatAddUp(105_000, 125_000, null)).toEqual([{ label: { en: "Price adjustment", ar: "تعديل السعر" }, amountHalalas: 20_000 }]);
  });

  it("shows signed amounts and the customer's lines in their language, without any reason", () => {
    expect(formatSignedSar(20_000, "en")).toBe(`+${formatSar(20_000, "en")}`);
    expect(formatSignedSar(-5_000, "en")).toBe(`-${formatSar(5_000, "en")}`);
    expect(formatSignedSar(-5_000, "ar")).toContain("-");
    expect(formatSignedSar(-5_000, "ar").replace(/[-\u061C\u200E\u200F]/g, "")).toBe(formatSar(5_000, "ar").replace(/[\u061C\u200E\u200F]/g, ""));
    const lines = [{ label: { en: "Extra stop at Badr", ar: "وقفة إضافية في بدر" }, amountHalalas: 20_000 }];
    expect(quoteLinesText(105_000, lines, "ar")).toEqual([`الرحلة: ${formatSar(105_000, "ar")}`, `وقفة إضافية في بدر: ${formatSignedSar(20_000, "ar")}`]);
    expect(quoteLinesText(105_000, lines, "en")).toEqual([`Trip: ${formatSar(105_000, "en")}`, `Extra stop at Badr: +${formatSar(20_000, "en")}`]);
  });

  it("takes whole riyals, signed, never zero, with a label in both languages", () => {
    const label = { en: "Extra stop", ar: "وقفة إضافية" };
    expect(quoteAdjustmentSchema.safeParse({ label, amountHalalas: -2_000 }).success).toBe(true);
    const messages = (value: unknown) => {
      const result = quoteAdjustmentSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(messages({ label, amountHalalas: 0 })).toEqual(["amountHalalas: Enter an amount other than zero."]);
    expect(messages({ label, amountHalalas: 150 })).toEqual(["amountHalalas: Quote whole riyals."]);
    expect(messages({ label, amountHalalas: MAX_QUOTE_HALALAS + 100 })).toEqual(["amountHalalas: The amount is too large (at most SAR 1,000,000)."]);
    expect(messages({ label: { en: "Stop", ar: " " }, amountHalalas: 100 })).toEqual(["label.ar: Write what changed, in Arabic."]);
  });
});
