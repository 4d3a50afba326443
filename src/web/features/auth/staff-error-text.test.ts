import { describe, expect, it } from "vitest";
import type { TFunction } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { staffErrorText } from "./staff-error-text";

// The keys themselves stand for the page's sentences.
const t = ((key: string) => key) as unknown as TFunction;

describe("staffErrorText", () => {
  it("words a known code from the page's texts", () => {
    expect(staffErrorText(t, new StaffApiError(401, "Email or password is incorrect.", {}, "invalid_credentials"), "ar")).toBe("errors.invalid_credentials");
  });

  it("shows the server's sentence when it is in the page's language, else the generic one in Arabic", () => {
    const arabic = new StaffApiError(409, "التحقق بخطوتين مفعّل بالفعل لهذا الحساب.", {});
    const english = new StaffApiError(409, "Two-factor authentication is already on for this account.", {});
    expect(staffErrorText(t, arabic, "ar")).toBe("التحقق بخطوتين مفعّل بالفعل لهذا الحساب.");
    expect(staffErrorText(t, english, "ar")).toBe("errors.unexpected");
    expect(staffErrorText(t, english, "en")).toBe("Two-factor authentication is already on for this account.");
    expect(staffErrorText(t, new Error("boom"), "en")).toBe("errors.unexpected");
  });
});
