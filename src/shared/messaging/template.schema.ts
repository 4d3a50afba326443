import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";
import { normalisePhone } from "../bookings/phone";
import { safeText } from "../validation/safe-text";
import {
  META_CATEGORIES,
  TEMPLATE_CHANNELS,
  type MetaCategory,
  type MetaStatus,
  type TemplateChannel,
  type TemplatePurposeKey,
  type TemplateRecipient,
} from "./template-purposes";

/** One template as the admin pages read it (a purpose nobody edited reads as its default, version 0). */
export interface MessageTemplateView {
  purpose: TemplatePurposeKey;
  channel: TemplateChannel;
  language: Language;
  subject: string | null;
  body: string;
  /** WhatsApp: the body as Meta stores it ({{1}}…) and the variable each number takes. */
  whatsappBody: string | null;
  whatsappParameters: string[];
  metaName: string | null;
  metaCategory: MetaCategory | null;
  metaStatus: MetaStatus | null;
  metaStatusReason: string | null;
  isDefault: boolean;
  version: number;
  updatedByEmail: string | null;
  updatedAt: string | null;
}

export interface TemplatePurposeView {
  purpose: TemplatePurposeKey;
  trigger: { en: string; ar: string };
  recipient: TemplateRecipient;
  variables: string[];
  templates: Record<Language, MessageTemplateView>;
}

export const templateChannelSchema = z.enum(TEMPLATE_CHANNELS);
export const templateLanguageSchema = z.enum(LANGUAGES);

const subject = safeText({ min: 1, max: 200 });
const body = safeText({ min: 1, max: 5_000, multiline: true });
/** Meta's rule: lower case letters, digits and underscores. */
const metaName = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, "Use lower case letters, digits and underscores for the Meta template name.")
  .nullable();
const version = z.number({ error: "The template's version is missing." }).int().min(0);

/** A save: the text, the version it was edited from (0 for a template never saved), and for WhatsApp Meta's name and category. */
export const templateSaveSchema = z
  .object({
    subject: subject.optional(),
    body,
    version,
    metaName: metaName.optional(),
    metaCategory: z.enum(META_CATEGORIES, { error: "Choose utility, marketing or authentication." }).nullable().optional(),
  })
  .strict();
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export const templateRestoreSchema = z.object({ version }).strict();

/** A preview of unsaved text with the purpose's sample data. */
export const templatePreviewSchema = z.object({ language: templateLanguageSchema, subject: subject.optional(), body }).strict();
export type TemplatePreviewInput = z.infer<typeof templatePreviewSchema>;

export interface TemplatePreview {
  language: Language;
  direction: "ltr" | "rtl";
  subject: string | null;
  text: string;
  html: string | null;
  /** Variables the text uses that the purpose does not offer. */
  unknown: string[];
  missing: string[];
}

export const TEMPLATE_TEST_PHONE = "Enter the WhatsApp number to send the test to, with its country code (e.g. +966 5x xxx xxxx).";

/** A WhatsApp number in any usual form, stored in E.164 (the test's recipient). */
const testPhone = z
  .string({ error: TEMPLATE_TEST_PHONE })
  .max(40, TEMPLATE_TEST_PHONE)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: TEMPLATE_TEST_PHONE });
      return z.NEVER;
    }
    return phone;
  });

/**
 * "Send a test to me": the text to send (the saved one when absent) in a language; a WhatsApp
 * template's test goes to the number typed (`phone`), an email template's to the staff member.
 */
export const templateTestSchema = z
  .object({ language: templateLanguageSchema, subject: subject.optional(), body: body.optional(), phone: testPhone.optional() })
  .strict();
export type TemplateTestInput = z.input<typeof templateTestSchema>;

/** What "send a test to me" queued: the address or number and the outbox row. */
export interface TemplateTestResult {
  recipient: string;
  channel: TemplateChannel;
  outboxId: number;
}

/** POST /api/admin/message-templates/sync: what the Cloud API's template list changed. */
export interface MetaSyncResult {
  /** Templates (purpose + language) whose name Meta knows. */
  matched: number;
  /** Of them, those whose status or reason changed. */
  changed: number;
  /** Meta's templates with a name no purpose uses (created by hand in WhatsApp Manager). */
  unknown: string[];
}
