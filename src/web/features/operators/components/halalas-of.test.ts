import { describe, expect, it } from "vitest";
import { defaultPriceSchema } from "#shared/operators/operator.schema";
import { halalasOf } from "./halalas-of";

describe("a default price typed in riyals", () => {
  it.each([
    ["150", 15_000],
    ["12.34", 1_234],
    ["0.1", 10],
    ["١٥٠", 15_000],
    ["99,5", 9_950],
    [" 100000 ", 10_000_000],
    ["", null],
    ["   ", null],
  ])("%j is %j halalas", (typed, halalas) => {
    expect(halalasOf(typed)).toBe(halalas);
  });

  it("leaves a third decimal or junk for the shared schema to refuse, with its sentence", () => {
    const refusal = (typed: string) => defaultPriceSchema.safeParse(halalasOf(typed)).error?.issues[0]?.message;
    expect(refusal("1.234")).toBe("Use at most two decimals.");
    expect(refusal("abc")).toBe("Enter an amount in riyals.");
    expect(refusal("-5")).toBe("The amount cannot be negative.");
    expect(refusal("100000.01")).toBe("The amount is too large (at most SAR 100,000).");
  });
});
