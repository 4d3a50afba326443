import { describe, expect, it } from "vitest";
import { confirmationPromise } from "./confirmation-promise";

const now = new Date("2026-06-01T09:00:00Z");
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("the confirmation promise", () => {
  it("promises the setting when the pickup is further away than it", () => {
    expect(confirmationPromise(4, inHours(30), now)).toEqual({ withinHours: 4, callNow: false });
    expect(confirmationPromise(12, inHours(12), now)).toEqual({ withinHours: 12, callNow: false });
  });

  it("never promises more than the whole hours left, and asks to call now within the promise", () => {
    // Bookings open 6 hours ahead while the setting says 12: a 7-hour pickup is not told "12 hours".
    expect(confirmationPromise(12, inHours(7.5), now)).toEqual({ withinHours: 7, callNow: true });
    expect(confirmationPromise(4, inHours(3.9), now)).toEqual({ withinHours: 3, callNow: true });
  });

  it("handles a pickup already due and a setting below one hour", () => {
    expect(confirmationPromise(4, inHours(-1), now)).toEqual({ withinHours: 0, callNow: true });
    expect(confirmationPromise(0, inHours(5), now)).toEqual({ withinHours: 1, callNow: false });
  });
});
