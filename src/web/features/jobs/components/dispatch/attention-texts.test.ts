import { describe, expect, it } from "vitest";
import { ATTENTION_REASONS } from "#shared/dispatch/dispatch-constants";
import ar from "#web/locales/ar/admin-dispatch.json";
import en from "#web/locales/en/admin-dispatch.json";

// Every reason a leg can need staff for has its sentence and its short label in both languages
// (the panel, the header alerts and the job cards show them by key).
describe("dispatch attention texts", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("%s names every attention reason", (_language, texts) => {
    const attention = texts.attention as Record<string, string>;
    const short = texts.attentionShort as Record<string, string>;
    expect(ATTENTION_REASONS.filter((reason) => !attention[reason]?.trim() || !short[reason]?.trim())).toEqual([]);
  });
});
