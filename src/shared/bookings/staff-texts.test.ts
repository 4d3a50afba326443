import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cancelActionSchema,
  completeActionSchema,
  editActionSchema,
  noteActionSchema,
  paymentActionSchema,
  quoteActionSchema,
  staffBookingSourceSchema,
} from "./admin-bookings.schema";
import { COMPLETION_NOTE_MESSAGES } from "./completion-check";
import { hasStaffArabic, staffFieldTexts, staffText } from "./staff-texts";

/** Every message a schema gives for a set of bad payloads. */
function messagesOf(schema: z.ZodType, payloads: unknown[]): string[] {
  return payloads.flatMap((payload) => {
    const result = schema.safeParse(payload);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const long = (n: number) => "x".repeat(n);
const BAD = {
  quote: messagesOf(quoteActionSchema, [
    {},
    { adjustments: "x", reason: "" },
    { adjustments: [{}], reason: "ab" },
    { adjustments: [{ label: { en: "", ar: "x" }, amountHalalas: 1.5 }], reason: long(501) },
    { adjustments: [{ label: { en: long(121), ar: "\u0000" }, amountHalalas: 0 }], reason: "\u0000bad" },
    { adjustments: [{ label: { en: "Stop", ar: "وقفة" }, amountHalalas: 150 }], reason: "fine reason" },
    { adjustments: [{ label: { en: "Stop", ar: "وقفة" }, amountHalalas: 100_000_100 }], reason: "fine reason" },
    { adjustments: Array.from({ length: 11 }, () => ({ label: { en: "Stop", ar: "وقفة" }, amountHalalas: 100 })), reason: "fine reason" },
  ]),
  cancel: messagesOf(cancelActionSchema, [{}, { reason: "" }, { reason: long(501) }]),
  complete: [...messagesOf(completeActionSchema, [{ note: long(501) }, { note: 5 }]), ...Object.values(COMPLETION_NOTE_MESSAGES)],
  payment: messagesOf(paymentActionSchema, [{}, { status: "x", note: long(501) }]),
  note: messagesOf(noteActionSchema, [{}, { text: "" }, { text: long(2001) }]),
  edit: messagesOf(editActionSchema, [
    {},
    { version: 1, adults: 0, children: -1, infants: -1, bags: -1, notes: long(1001) },
    { version: 1, adults: 61, children: 61, infants: 31, bags: 101, notes: "" },
  ]),
  source: messagesOf(staffBookingSourceSchema, ["letter"]),
};

/** The English sentences the staff booking services and routes write themselves. */
function sentencesIn(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, "../../server/features/bookings/admin", file), "utf8");
  // Calls, and the sentences kept as constants (STALE, QUOTE_TOO_LARGE…).
  return [...source.matchAll(/(?:conflict|staffText)\(\s*"([^"]+)"|^const [A-Z_]+ = "([^"]+)";$/gm)].map((match) => (match[1] ?? match[2])!);
}

describe("staff booking texts", () => {
  it("has the Arabic of every message the action schemas give", () => {
    const all = [...new Set(Object.values(BAD).flat())];
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter((message) => !hasStaffArabic(message))).toEqual([]);
  });

  it("has the Arabic of every refusal the staff services and routes write", () => {
    const sentences = [...sentencesIn("admin-booking-actions.service.ts"), ...sentencesIn("admin-bookings.routes.ts")];
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.filter((sentence) => !hasStaffArabic(sentence))).toEqual([]);
  });

  it("answers English as written, Arabic from the table, numbers kept, and unknown text unchanged", () => {
    expect(staffText("Enter the price.", "en")).toBe("Enter the price.");
    expect(staffText("Enter the price.", "ar")).toBe("أدخل السعر.");
    expect(staffText("The booked vehicle class carries at most 4 passengers and 3 bags.", "ar")).toBe(
      "فئة المركبة المحجوزة تتسع لـ 4 ركاب و3 حقائب على الأكثر.",
    );
    expect(staffText("يُرجى اختيار الخدمة.", "ar")).toBe("يُرجى اختيار الخدمة.");
    expect(staffFieldTexts({ adults: "At least 1 adult.", notes: "Use 0 or more." }, "ar")).toEqual({
      adults: "بالغ واحد على الأقل.",
      notes: "استخدم 0 أو أكثر.",
    });
  });
});
