import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasAccountArabic } from "#shared/auth/account-texts";
import { invitationAcceptSchema, mfaCodeSchema, resetCompleteSchema, resetRequestSchema, signInSchema } from "#shared/auth/auth.schema";
import { messagesOf } from "#shared/validation/messages-of";
import { lockoutMessage } from "#server/platform/auth/lockout";
import { INVALID_CODE, INVALID_CREDENTIALS, RESET_REQUESTED } from "./auth.routes";

// The account API's own sentences are walked beside their table (src/shared/auth/account-texts.test.ts).
describe("the auth table before a session", () => {
  it("has the Arabic of every refusal before a session: sign-in, the code step, reset and invitation links", () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../..", file), "utf8");
    const signInRoutes = read("features/auth/auth.routes.ts");
    const invitationRoutes = read("features/users/users.routes.ts").split("export function invitationRoutes")[1] ?? "";
    const sentences = [
      ...[...signInRoutes.matchAll(/refuse\(c, \d+, "([^"]+)"/g)].map((match) => match[1] as string),
      ...[...signInRoutes.matchAll(/const [A-Z_]+ = "([^"]+)"/g)].map((match) => match[1] as string),
      ...[...invitationRoutes.matchAll(/say\(c\)\("([^"]+)"\)/g)].map((match) => match[1] as string),
      ...[...read("features/users/users.routes.ts").matchAll(/invitationQuery = .*"([^"]+)"\) \}\);/g)].map((match) => match[1] as string),
      INVALID_CODE,
      INVALID_CREDENTIALS,
      RESET_REQUESTED,
      lockoutMessage({ retryAt: new Date(), minutes: 1 }),
      lockoutMessage({ retryAt: new Date(), minutes: 15 }),
    ];
    expect(sentences.length).toBeGreaterThan(14);
    expect(sentences.filter((sentence) => !hasAccountArabic(sentence))).toEqual([]);
    const schemaMessages = [
      ...messagesOf(signInSchema, [{}, { email: "x", password: "", captcha: "" }, { email: "a@b.co", password: "x".repeat(129), captcha: "x" }]),
      ...messagesOf(mfaCodeSchema, [{ code: "12" }, {}]),
      ...messagesOf(resetRequestSchema, [{ email: "x", captcha: "" }]),
      ...messagesOf(resetCompleteSchema, [{ token: "zz", newPassword: "short" }]),
      ...messagesOf(invitationAcceptSchema, [{ token: "zz", name: "", newPassword: "x".repeat(129) }, { name: "x".repeat(101) }]),
    ];
    expect(schemaMessages.length).toBeGreaterThan(8);
    expect(schemaMessages.filter((message) => !hasAccountArabic(message))).toEqual([]);
  });
});
