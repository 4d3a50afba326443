import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { ATTENTION_REASONS, BLOCKED_REASONS } from "./dispatch-constants";
import {
  askAvailabilitySchema,
  assignSchema,
  availabilityFormSchema,
  confirmFormSchema,
  staffJobMoveSchema,
  tripStepFormSchema,
  unassignSchema,
} from "./dispatch.schema";
import { attentionMessageKey, blockedMessageKey, DISPATCH_MESSAGES, dispatchMessage, isDispatchMessageKey } from "./dispatch-messages";

const SERVER = path.join(import.meta.dirname, "../../server/features/bookings/dispatch");

describe("dispatch messages", () => {
  it("has both languages for every key, Arabic in Arabic script", () => {
    for (const [key, texts] of Object.entries(DISPATCH_MESSAGES)) {
      for (const language of LANGUAGES) expect([key, language, texts[language].length > 5]).toEqual([key, language, true]);
      expect([key, /[\u0600-\u06FF]/.test(texts.ar)]).toEqual([key, true]);
    }
  });

  it("has a sentence for every blocked reason and every key the dispatch services refuse with", () => {
    for (const reason of BLOCKED_REASONS) expect(isDispatchMessageKey(blockedMessageKey(reason))).toBe(true);
    for (const reason of ATTENTION_REASONS) expect(isDispatchMessageKey(attentionMessageKey(reason))).toBe(true);
    const used = readdirSync(SERVER)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .flatMap((file) => [...readFileSync(path.join(SERVER, file), "utf8").matchAll(/"(dispatch\.[a-zA-Z.]+)"/g)].map((match) => match[1]!))
      .filter(
        (key) =>
          !key.startsWith("dispatch.no-") &&
          !key.startsWith("dispatch.start-") &&
          key !== "dispatch.alert" &&
          !/^dispatch\.(availability|assigned|unassigned|cancelled|start)$/.test(key),
      );
    expect(used.length).toBeGreaterThan(8);
    expect(used.filter((key) => !isDispatchMessageKey(key))).toEqual([]);
  });

  it("writes every schema refusal of the dispatch payloads as a sentence in both languages (never a bare key)", () => {
    const payloads: [{ safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, unknown[]][] = [
      [askAvailabilitySchema, [{}, { operatorIds: [] }, { operatorIds: ["x"] }, { operatorIds: [1], x: 1 }]],
      [
        assignSchema,
        [
          {},
          { operatorId: 1, operatorPriceHalalas: 150, acceptOverlap: "y", expectedStatus: "z", note: "\u0000" },
          { operatorId: 1, operatorPriceHalalas: 100, note: "x".repeat(501) },
        ],
      ],
      [unassignSchema, [{ expectedStatus: 1 }]],
      [staffJobMoveSchema, [{ to: "nowhere" }]],
      [availabilityFormSchema, [{ answer: "maybe" }]],
      [confirmFormSchema, [{ driverId: "x", driverName: "\u0000", plate: "x".repeat(21), model: "y".repeat(61) }]],
      [tripStepFormSchema, [{ to: "cancelled" }]],
    ];
    const keys = payloads.flatMap(([schema, bad]) => bad.flatMap((value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []));
    expect(keys.length).toBeGreaterThan(12);
    for (const key of new Set(keys))
      for (const language of LANGUAGES) {
        const text = dispatchMessage(key, language);
        expect([key, text === key, text.includes("{")]).toEqual([key, false, false]);
      }
  });

  it("answers the transition table's keys from the booking messages", () => {
    expect(dispatchMessage("job.transition.noteRequired", "en")).toBe("Please add a note explaining this change.");
    expect(dispatchMessage("booking.note.tooLong", "en")).toContain("500");
  });
});
