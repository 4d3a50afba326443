import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { isTrackingMessageKey, TRACKING_MESSAGES, trackingMessage } from "./tracking-messages";

const SERVER = path.join(import.meta.dirname, "../../server/features/bookings/tracking");

describe("tracking messages", () => {
  it("has both languages for every key, Arabic in Arabic script", () => {
    for (const [key, texts] of Object.entries(TRACKING_MESSAGES)) {
      for (const language of LANGUAGES) expect([key, language, texts[language].length > 5]).toEqual([key, language, true]);
      expect([key, /[\u0600-\u06FF]/.test(texts.ar)]).toEqual([key, true]);
    }
  });

  it("has a sentence for every key the tracking routes, services and the position schema answer with", () => {
    const sources = [
      ...readdirSync(SERVER)
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => path.join(SERVER, file)),
      path.join(import.meta.dirname, "position.schema.ts"),
    ];
    const used = sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"(tracking\.[a-zA-Z.]+)"/g)].map((match) => match[1]!));
    expect(used.length).toBeGreaterThan(6);
    for (const key of new Set(used)) expect([key, isTrackingMessageKey(key)]).toEqual([key, true]);
    expect(trackingMessage("tracking.unknown", "ar")).toBe("tracking.unknown");
  });
});
