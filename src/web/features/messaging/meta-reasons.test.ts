import { describe, expect, it } from "vitest";
import { META_REASON_CODES, metaLanguageOf, metaReasonOf, metaStatusOf } from "#shared/messaging/meta-template-status";
import { META_STATUSES } from "#shared/messaging/template-purposes";
import ar from "#web/locales/ar/messaging.json";
import en from "#web/locales/en/messaging.json";
import arWorkflow from "#web/locales/ar/workflow.json";
import enWorkflow from "#web/locales/en/workflow.json";

describe("Meta template statuses on the WhatsApp templates page", () => {
  it("explains every known rejection or pause reason and names every status in English and Arabic", () => {
    for (const texts of [en, ar]) {
      for (const code of META_REASON_CODES) expect((texts.meta.reasons as Record<string, string>)[code], code).toBeTruthy();
      for (const status of META_STATUSES) expect((texts.meta.statuses as Record<string, string>)[status], status).toBeTruthy();
    }
  });

  it("maps Meta's codes: en and en_US are English, ar is Arabic, ar_SA and others are not Rihla's", () => {
    expect(["en", "en_US", "ar", "ar_SA", "fr"].map(metaLanguageOf)).toEqual(["en", "en", "ar", null, null]);
    expect(["APPROVED", "IN_APPEAL", "REJECTED", "PAUSED", "DELETED", "SOMETHING"].map(metaStatusOf)).toEqual([
      "approved",
      "pending",
      "rejected",
      "paused",
      "disabled",
      null,
    ]);
    expect(metaReasonOf("approved", "INVALID_FORMAT")).toBeNull();
    expect(metaReasonOf("rejected", "NONE")).toBeNull();
    expect(metaReasonOf("rejected", "promotional")).toBe("PROMOTIONAL");
    expect(metaReasonOf("paused", "NONE")).toBe("LOW_QUALITY");
    expect(metaReasonOf("paused", "NONE", "Paused for 3 hours.")).toBe("Paused for 3 hours.");
  });

  it("has every workflow page text in both languages, with Arabic's plural forms", () => {
    const keys = (value: object, prefix = ""): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (typeof inner === "object" ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
    expect(new Set(keys(arWorkflow).map(base))).toEqual(new Set(keys(enWorkflow).map(base)));
    for (const counted of ["sent", "hoursBefore"])
      for (const form of ["zero", "one", "two", "few", "many", "other"]) expect(keys(arWorkflow)).toContain(`${counted}_${form}`);
  });
});
