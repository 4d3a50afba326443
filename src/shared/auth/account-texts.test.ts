import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { hasAccountArabic } from "./account-texts";
import { mfaConfirmSchema, mfaDisableSchema, passwordChangeSchema } from "./auth.schema";

describe("account texts", () => {
  it("has the Arabic of every message the account schemas give", () => {
    const messages = [
      ...messagesOf(passwordChangeSchema, [
        {},
        { currentPassword: "", newPassword: "short" },
        { currentPassword: "x".repeat(129), newPassword: "x".repeat(129) },
      ]),
      ...messagesOf(mfaConfirmSchema, [{ code: "12" }]),
      ...messagesOf(mfaDisableSchema, [{ currentPassword: "" }]),
    ];
    expect(messages.length).toBeGreaterThan(4);
    expect(messages.filter((message) => !hasAccountArabic(message))).toEqual([]);
  });

  it("has the Arabic of every sentence the account routes and the password policy write", () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../../server", file), "utf8");
    const routes = read("features/auth/account.routes.ts");
    const sentences = [
      ...[...routes.matchAll(/refuse\(c, \d+, "([^"]+)"/g)].map((match) => match[1] as string),
      ...[...routes.matchAll(/inStaffLanguage\(c\)\("([^"]+)"\)/g)].map((match) => match[1] as string),
      ...[...read("platform/auth/password-policy.ts").matchAll(/"([A-Z][^"]+\.)"/g)].map((match) => match[1] as string),
      "Use at least 12 characters.",
    ];
    expect(sentences.length).toBeGreaterThan(6);
    expect(sentences.filter((sentence) => !hasAccountArabic(sentence))).toEqual([]);
  });
});
