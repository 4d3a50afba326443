import type { Language } from "../i18n/languages";
import { DISPATCH_DEFAULTS } from "./default-dispatch-templates";
import { CUSTOMER_DEFAULTS } from "./default-customer-templates";
import { PAYMENT_DEFAULTS } from "./default-payment-templates";
import { WORKFLOW_DEFAULTS } from "./default-workflow-templates";
import { TEMPLATE_PURPOSES, type TemplateChannel, type TemplatePurposeKey } from "./template-purposes";

/** A template's text: an email has a subject; a WhatsApp body has none. */
export interface TemplateText {
  subject?: string;
  body: string;
}

export type DefaultTemplates = Record<TemplatePurposeKey, Partial<Record<TemplateChannel, Record<Language, TemplateText>>>>;

/** The built-in texts: what a purpose sends when nobody has edited it, and what "restore default" brings back. */
export const DEFAULT_TEMPLATES: DefaultTemplates = { ...CUSTOMER_DEFAULTS, ...DISPATCH_DEFAULTS, ...WORKFLOW_DEFAULTS, ...PAYMENT_DEFAULTS };

export function defaultTemplate(purpose: TemplatePurposeKey, channel: TemplateChannel, language: Language): TemplateText | null {
  return DEFAULT_TEMPLATES[purpose][channel]?.[language] ?? null;
}

/** Whether a purpose goes out on a channel at all (the templates pages list only those). */
export const purposeHasChannel = (purpose: TemplatePurposeKey, channel: TemplateChannel): boolean =>
  (TEMPLATE_PURPOSES[purpose].channels as readonly string[]).includes(channel);
