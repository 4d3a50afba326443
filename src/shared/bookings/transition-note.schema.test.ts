import { describe, expect, it } from "vitest";
import { bookingFieldErrors } from "./booking-issues";
import { applyBookingTransition } from "./booking-lifecycle";
import { transitionNoteSchema } from "./transition-note.schema";

describe("transitionNoteSchema", () => {
  it("accepts a bounded note or none, and the table decides whether one is needed", () => {
    expect(transitionNoteSchema.parse(undefined)).toBeUndefined();
    const note = transitionNoteSchema.parse("  Customer changed plans\r\n(called at 10:00) ");
    expect(note).toBe("Customer changed plans\n(called at 10:00)");
    expect(applyBookingTransition("confirmed", "cancelled", "staff", note)).toEqual({ ok: true, state: "cancelled", note });
  });

  it("refuses a long note or control characters with a message in the reader's language", () => {
    const long = transitionNoteSchema.safeParse("x".repeat(501));
    expect(long.success ? {} : bookingFieldErrors(long.error, "en")).toEqual({ "": "Please keep the note to at most 500 characters." });
    const nul = transitionNoteSchema.safeParse("ok\u0000");
    expect(nul.success ? {} : bookingFieldErrors(nul.error, "ar")).toEqual({ "": "يُرجى حذف الرموز غير المسموح بها من هذا النص." });
  });
});
