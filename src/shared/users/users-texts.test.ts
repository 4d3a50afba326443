import { describe, expect, it } from "vitest";
import { inviteSchema, roleChangeSchema } from "../auth/auth.schema";
import { messagesOf } from "../validation/messages-of";
import { hasUsersArabic } from "./users-texts";

describe("users page texts", () => {
  it("has the Arabic of every message the invitation and role schemas give", () => {
    const messages = [
      ...messagesOf(inviteSchema, [{}, { email: "nope", role: "pilot" }, { email: `${"x".repeat(250)}@example.com`, role: 5 }]),
      ...messagesOf(roleChangeSchema, [{}, { role: "owner" }]),
    ];
    expect(new Set(messages).size).toBeGreaterThan(2);
    expect([...new Set(messages)].filter((message) => !hasUsersArabic(message))).toEqual([]);
  });
});
