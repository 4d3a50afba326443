import { z } from "zod";
import { safeText } from "../validation/safe-text";
import { ROLES } from "./roles";

/**
 * One schema per payload of the staff sign-in and account flows, shared by the forms and the
 * routes. Passwords: 12 to 128 characters, no composition rules (the server also refuses
 * common ones, which needs its list and so is not part of this schema).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address.")).pipe(z.string().max(254));
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);
const anyPassword = z.string().min(1, "Enter your password.").max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

// Kept in the session row (jsonb, which refuses NUL): control characters are refused like any text.
export const fingerprintSchema = z.object({
  userAgent: safeText({ max: 1000 }),
  language: safeText({ max: 100 }),
  platform: safeText({ max: 100 }),
  screenResolution: safeText({ max: 50 }),
  timezone: safeText({ max: 100 }),
  colorDepth: z.number().int().min(0).max(256),
  touchSupport: z.boolean(),
});

const captcha = z.string().min(1, "Please complete the verification.").max(20_000);

/** What the sign-in form asks; the browser adds its fingerprint when it posts (signInSchema). */
export const signInFormSchema = z.object({ email, password: anyPassword, captcha });
export const signInSchema = signInFormSchema.extend({ fingerprint: fingerprintSchema });
export type SignInInput = z.infer<typeof signInSchema>;

/** A 6-digit TOTP code or a backup code (10 characters, shown as xxxxx-xxxxx). */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, "Enter the 6-digit code from your app or a backup code."),
});

export const mfaConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app."),
});

export const passwordChangeSchema = z.object({
  currentPassword: anyPassword,
  newPassword: newPasswordSchema,
  endOtherSessions: z.boolean().default(true),
});

export const mfaDisableSchema = z.object({ currentPassword: anyPassword, endOtherSessions: z.boolean().default(true) });

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type MfaDisableInput = z.input<typeof mfaDisableSchema>;

export const resetRequestSchema = z.object({ email, captcha });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** The token of an emailed link (password reset, invitation): 32 random bytes in hex. */
export const linkTokenSchema = z.string().regex(/^[a-f0-9]{64}$/, "This link is not valid.");
const personName = safeText({
  min: 2,
  max: 100,
  messages: { required: "Enter your name.", tooShort: "Enter your name.", tooLong: "Use at most 100 characters." },
});

export const resetCompleteSchema = z.object({ token: linkTokenSchema, newPassword: newPasswordSchema });
export type ResetCompleteInput = z.input<typeof resetCompleteSchema>;
export const invitationAcceptSchema = z.object({ token: linkTokenSchema, name: personName, newPassword: newPasswordSchema });
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;

/** The new-password form of a reset link: the password typed twice. */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirm: z.string() })
  .refine((form) => form.confirm === form.newPassword, { message: "The two passwords are not the same.", path: ["confirm"] });
/** The same for an invitation, which also asks for the person's name. */
export const invitationFormSchema = z
  .object({ name: personName, newPassword: newPasswordSchema, confirm: z.string() })
  .refine((form) => form.confirm === form.newPassword, { message: "The two passwords are not the same.", path: ["confirm"] });

export const inviteSchema = z.object({ email, role: z.enum(ROLES, "Choose a role.") });
export type InviteInput = z.input<typeof inviteSchema>;
export const roleChangeSchema = z.object({ role: z.enum(ROLES, "Choose a role.") });
