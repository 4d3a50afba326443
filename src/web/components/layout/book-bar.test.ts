import { describe, expect, it } from "vitest";
import { showsBookBar } from "./book-bar";

describe("showsBookBar", () => {
  it("is hidden on /book, the booking link and lookup, and token pages", () => {
    for (const path of ["/book", "/booking-info", "/booking-info/abc", "/testimonials/thank-you/abc", "/track/abc", "/operator-confirm/x", "/op/start/x"])
      expect(showsBookBar(path), path).toBe(false);
  });
  it("is shown on the other public pages", () => {
    for (const path of ["/", "/services", "/fleet", "/blog/umrah", "/testimonials", "/bookings", "/booking"]) expect(showsBookBar(path), path).toBe(true);
  });
});
