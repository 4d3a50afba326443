import { describe, expect, it } from "vitest";
import { invitationFormSchema, inviteSchema, linkTokenSchema, newPasswordFormSchema, signInFormSchema } from "./auth.schema";

describe("the staff forms' schemas (the same as the routes')", () => {
  it("accept a link token of 64 hex characters only", () => {
    expect(linkTokenSchema.safeParse("ab".repeat(32)).success).toBe(true);
    expect(linkTokenSchema.safeParse("AB".repeat(32)).success).toBe(false);
    expect(linkTokenSchema.safeParse("ab".repeat(31)).success).toBe(false);
  });

  it("ask for the new password twice, the same both times", () => {
    const result = newPasswordFormSchema.safeParse({ newPassword: "a long enough passphrase", confirm: "a different passphrase" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["confirm", "The two passwords are not the same."]]);
    expect(newPasswordFormSchema.safeParse({ newPassword: "short", confirm: "short" }).error?.issues[0]?.path).toEqual(["newPassword"]);
    expect(
      invitationFormSchema.safeParse({ name: " A ", newPassword: "a long enough passphrase", confirm: "a long enough passphrase" }).error?.issues[0]?.path,
    ).toEqual(["name"]);
  });

  it("check the sign-in form and an invitation as the server does", () => {
    expect(signInFormSchema.parse({ email: " Admin@Rihla.Local ", password: "x", captcha: "p" }).email).toBe("admin@rihla.local");
    expect(signInFormSchema.safeParse({ email: "admin@rihla.local", password: "", captcha: "" }).error?.issues.map((i) => i.path[0])).toEqual([
      "password",
      "captcha",
    ]);
    expect(inviteSchema.safeParse({ email: "not-an-email", role: "viewer" }).success).toBe(false);
    expect(inviteSchema.safeParse({ email: "new@rihla.test", role: "owner" }).success).toBe(false);
  });
});
