import { describe, expect, it } from "vitest";
import type { AuditRow } from "#shared/security/security-answers";
import { getFixedT, registerTexts, type TextTree } from "#web/lib/i18n/texts";
import en from "#web/locales/en/admin.json";
import ar from "#web/locales/ar/admin.json";
import { auditSentence, changedFields } from "./audit-entry";

registerTexts("en", "admin", en as TextTree);
registerTexts("ar", "admin", ar as TextTree);

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  actorEmail: "sara@rihla.test",
  actorName: "Sara",
  subjectName: "Ahmed",
  subjectEmail: "ahmed@rihla.test",
  action: "mfa.enable",
  entity: "user",
  entityId: "a89db6c2-0000-4000-8000-000000000000",
  before: { mfa: false },
  after: { mfa: true },
  ip: "127.0.0.1",
  at: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

describe("audit entries as sentences", () => {
  it("names people instead of ids, in both languages", () => {
    expect(auditSentence(row({}), getFixedT("en", "admin"))).toBe("Sara turned on two-factor sign-in for Ahmed");
    expect(auditSentence(row({}), getFixedT("ar", "admin"))).toBe("فعّل Sara التحقق بخطوتين لحساب Ahmed");
    const roleChange = row({ action: "user.role_change", before: { role: "viewer" }, after: { role: "admin" } });
    expect(auditSentence(roleChange, getFixedT("en", "admin"))).toBe("Sara changed the role of Ahmed from Viewer to Administrator");
  });

  it("falls back to the email, then to a readable form of an action it does not know", () => {
    expect(auditSentence(row({ actorName: null }), getFixedT("en", "admin"))).toBe("sara@rihla.test turned on two-factor sign-in for Ahmed");
    const other = row({ action: "booking.status_change", entity: "booking", entityId: "RH-1234", subjectName: null });
    expect(auditSentence(other, getFixedT("en", "admin"))).toBe("Sara: booking status change (booking RH-1234)");
  });

  it("lists only the fields that changed", () => {
    expect(changedFields(row({ before: { role: "viewer", name: "A" }, after: { role: "admin", name: "A" } }))).toEqual([
      { key: "role", before: "viewer", after: "admin" },
    ]);
    expect(changedFields(row({ before: null, after: null }))).toEqual([]);
  });
});
