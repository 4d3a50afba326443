import { describe, expect, it } from "vitest";
import { flightNumberSchema, pickupAtSchema } from "./booking-leg.schema";

describe("pickupAtSchema", () => {
  it.each(["2026-03-01T14:30+03:00", "2026-03-01T14:30:00Z", "2026-03-01T14:30:00.123+03:00", "2028-02-29T23:59:59-05:30"])("accepts %s", (value) => {
    expect(pickupAtSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    "2026-03-01T14:30",
    "2026-03-01 14:30Z",
    "2026-02-29T10:00Z",
    "2026-03-01T24:00Z",
    "2026-03-01T14:60Z",
    "2026-03-01T14:30+0300",
    "2026-03-01T14:30z",
    "tomorrow",
  ])("refuses %s", (value) => {
    expect(pickupAtSchema.safeParse(value).error?.issues[0]?.message).toBe("booking.pickup.invalid");
  });
});

describe("flightNumberSchema", () => {
  it.each([
    ["SV 1234", "SV1234"],
    ["sv123", "SV123"],
    ["XY-12", "XY12"],
    ["9W 7", "9W7"],
    ["F3 101A", "F3101A"],
    ["", undefined],
  ])("reads %s as %s", (input, expected) => {
    expect(flightNumberSchema.parse(input)).toBe(expected);
  });

  it.each(["12 345", "SVA1234", "SV12345", "SV", "S V\u0000123"])("refuses %s", (input) => {
    expect(flightNumberSchema.safeParse(input).success).toBe(false);
  });
});
