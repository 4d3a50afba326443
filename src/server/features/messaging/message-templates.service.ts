import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { LANGUAGE_DIRECTION, LANGUAGES, type Language } from "#shared/i18n/languages";
import { defaultTemplate, purposeHasChannel } from "#shared/messaging/default-templates";
import type {
  MessageTemplateView,
  TemplatePreview,
  TemplatePreviewInput,
  TemplatePurposeView,
  TemplateSave,
  TemplateTestResult,
} from "#shared/messaging/template.schema";
import { renderEmail, interpolate, toNumbered, unknownVariables } from "#shared/messaging/template-render";
import {
  sampleValues,
  TEMPLATE_PURPOSE_KEYS,
  TEMPLATE_PURPOSES,
  type MetaCategory,
  type MetaStatus,
  type TemplateChannel,
  type TemplatePurposeKey,
} from "#shared/messaging/template-purposes";
import type { MessageTemplateRow, MessageTemplatesRepository, TemplateFields, TemplateKey } from "./message-templates.repository";

export type TemplateRefusal =
  | { kind: "not-found" }
  | { kind: "stale"; template: MessageTemplateView }
  | { kind: "unknown-variables"; unknown: string[]; allowed: string[] }
  | { kind: "subject-required" };
export type TemplateChange = { kind: "done"; template: MessageTemplateView } | TemplateRefusal;

/** The test's text when given (else the saved one), and the WhatsApp number (E.164) for a WhatsApp template. */
export interface TemplateTestGiven {
  subject?: string;
  body?: string;
  phone?: string;
}

interface Key {
  purpose: TemplatePurposeKey;
  channel: TemplateChannel;
  language: Language;
}

const AUDITED = ["subject", "body", "metaName", "metaCategory", "isDefault"] as const;

function viewOf(key: Key, row: MessageTemplateRow | null): MessageTemplateView | null {
  const fallback = defaultTemplate(key.purpose, key.channel, key.language);
  if (!row && !fallback) return null;
  const body = row?.body ?? fallback!.body;
  const numbered = key.channel === "whatsapp" ? toNumbered(body) : null;
  return {
    ...key,
    subject: key.channel === "email" ? (row ? row.subject : (fallback!.subject ?? null)) : null,
    body,
    whatsappBody: numbered?.body ?? null,
    whatsappParameters: numbered?.parameters ?? [],
    metaName: row?.metaName ?? (key.channel === "whatsapp" ? `rihla_${key.purpose.replace(/\W+/g, "_").toLowerCase()}` : null),
    metaCategory: (row?.metaCategory as MetaCategory | null) ?? (key.channel === "whatsapp" ? "utility" : null),
    metaStatus: (row?.metaStatus as MetaStatus | null) ?? (key.channel === "whatsapp" ? "not_submitted" : null),
    metaStatusReason: row?.metaStatusReason ?? null,
    isDefault: row ? row.isDefault : true,
    version: row?.version ?? 0,
    updatedByEmail: row?.updatedByEmail ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const pick = (view: MessageTemplateView) => Object.fromEntries(AUDITED.map((field) => [field, view[field]]));

/**
 * Message templates (issue 22): list, save (validated against the purpose's variables, audited
 * with before and after, refused when edited from an old version), restore default, preview with
 * sample data, and a test sent to the signed-in staff member through the outbox.
 */
export function createMessageTemplatesService(deps: { repository: MessageTemplatesRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  const exists = (key: Key) => purposeHasChannel(key.purpose, key.channel) && defaultTemplate(key.purpose, key.channel, key.language) !== null;

  async function get(key: Key): Promise<MessageTemplateView | null> {
    if (!exists(key)) return null;
    return viewOf(key, await repository.find(key));
  }

  function write(
    actor: Actor,
    key: Key,
    version: number,
    fields: (current: MessageTemplateView) => Omit<TemplateFields, "updatedBy" | "updatedByEmail">,
    action: string,
  ) {
    return repository.transaction(async (tx): Promise<TemplateChange> => {
      const row = await repository.findForUpdate(tx, key as TemplateKey);
      const current = viewOf(key, row)!;
      if (current.version !== version) return { kind: "stale", template: current };
      const values = { ...fields(current), updatedBy: actor.id, updatedByEmail: actor.email };
      const saved = row ? await repository.update(tx, row.id, row.version, values) : await repository.insert(tx, key as TemplateKey, values);
      if (!saved) return { kind: "stale", template: viewOf(key, await repository.findForUpdate(tx, key as TemplateKey))! };
      const after = viewOf(key, saved)!;
      await audit.record(tx, actor, {
        action,
        entity: "message_template",
        entityId: `${key.purpose}/${key.channel}/${key.language}`,
        before: pick(current),
        after: pick(after),
      });
      return { kind: "done", template: after };
    });
  }

  return {
    /** Every purpose that goes out on a channel, with its templates in each language side by side. */
    async list(channel: TemplateChannel): Promise<TemplatePurposeView[]> {
      const rows = await repository.listByChannel(channel);
      return TEMPLATE_PURPOSE_KEYS.filter((purpose) => purposeHasChannel(purpose, channel)).map((purpose) => {
        const spec = TEMPLATE_PURPOSES[purpose];
        const templates = Object.fromEntries(
          LANGUAGES.map((language) => {
            const row = rows.find((r) => r.purpose === purpose && r.language === language) ?? null;
            return [language, viewOf({ purpose, channel, language }, row)!];
          }),
        ) as Record<Language, MessageTemplateView>;
        return { purpose, trigger: spec.trigger, recipient: spec.recipient, variables: [...spec.variables], templates };
      });
    },

    get,

    async save(actor: Actor, key: Key, input: TemplateSave): Promise<TemplateChange> {
      if (!exists(key)) return { kind: "not-found" };
      const allowed: string[] = [...TEMPLATE_PURPOSES[key.purpose].variables];
      const subject = key.channel === "email" ? (input.subject ?? null) : null;
      if (key.channel === "email" && !subject) return { kind: "subject-required" };
      const unknown = unknownVariables([subject, input.body], allowed);
      if (unknown.length) return { kind: "unknown-variables", unknown, allowed };
      const numbered = key.channel === "whatsapp" ? toNumbered(input.body) : null;
      return write(
        actor,
        key,
        input.version,
        (current) => ({
          subject,
          body: input.body,
          whatsappBody: numbered?.body ?? null,
          whatsappParameters: numbered?.parameters ?? null,
          metaName: key.channel === "whatsapp" ? (input.metaName === undefined ? current.metaName : input.metaName) : null,
          metaCategory: key.channel === "whatsapp" ? (input.metaCategory === undefined ? current.metaCategory : input.metaCategory) : null,
          isDefault: false,
        }),
        "message_template.saved",
      );
    },

    async restoreDefault(actor: Actor, key: Key, version: number): Promise<TemplateChange> {
      if (!exists(key)) return { kind: "not-found" };
      const text = defaultTemplate(key.purpose, key.channel, key.language)!;
      const numbered = key.channel === "whatsapp" ? toNumbered(text.body) : null;
      return write(
        actor,
        key,
        version,
        (current) => ({
          subject: text.subject ?? null,
          body: text.body,
          whatsappBody: numbered?.body ?? null,
          whatsappParameters: numbered?.parameters ?? null,
          metaName: current.metaName,
          metaCategory: current.metaCategory,
          isDefault: true,
        }),
        "message_template.restored",
      );
    },

    /** The text rendered with the purpose's sample data, in the language asked (RTL for Arabic). */
    preview(key: Omit<Key, "language">, input: TemplatePreviewInput): TemplatePreview {
      const values = sampleValues(key.purpose, input.language);
      const allowed: string[] = [...TEMPLATE_PURPOSES[key.purpose].variables];
      const unknown = unknownVariables([input.subject, input.body], allowed);
      const base = { language: input.language, direction: LANGUAGE_DIRECTION[input.language], unknown };
      if (key.channel === "email") {
        const email = renderEmail({ subject: input.subject ?? "", body: input.body }, values);
        return { ...base, subject: email.subject, text: email.text, html: email.html, missing: email.missing };
      }
      const text = interpolate(input.body, values);
      return { ...base, subject: null, text: text.text, html: null, missing: text.missing };
    },

    /**
     * "Send a test to me": the saved text (or the one given) with sample data, through the outbox
     * and audited: an email template to the staff member's email, a WhatsApp template to the number
     * typed. An approved Meta template goes as that template (it may leave at any time); any other
     * goes as free text, which Meta takes only inside the number's 24-hour window.
     */
    async sendTest(actor: Actor, key: Key, given: TemplateTestGiven): Promise<TemplateTestResult | TemplateRefusal | { kind: "phone-required" }> {
      const current = await get(key);
      if (!current) return { kind: "not-found" };
      if (key.channel === "whatsapp" && !given.phone) return { kind: "phone-required" };
      const preview = this.preview(key, { language: key.language, subject: given.subject ?? current.subject ?? undefined, body: given.body ?? current.body });
      if (preview.unknown.length) return { kind: "unknown-variables", unknown: preview.unknown, allowed: [...TEMPLATE_PURPOSES[key.purpose].variables] };
      const values = sampleValues(key.purpose, key.language);
      const numbered = toNumbered(given.body ?? current.body);
      const row =
        key.channel === "email"
          ? { channel: "email", recipient: actor.email, subject: `[Test] ${preview.subject}`, body: preview.text, waTemplate: null }
          : {
              channel: "whatsapp",
              recipient: given.phone!,
              subject: null,
              body: preview.text,
              waTemplate:
                current.metaStatus === "approved" && current.metaName && given.body === undefined
                  ? { name: current.metaName, language: key.language, parameters: numbered.parameters.map((name) => values[name] ?? "") }
                  : null,
            };
      const outboxId = await repository.transaction(async (tx) => {
        const id = await repository.insertTestMessage(tx, { ...row, template: `test:${key.purpose}` });
        await audit.record(tx, actor, {
          action: "message_template.test_sent",
          entity: "message_template",
          entityId: `${key.purpose}/${key.channel}/${key.language}`,
          after: { channel: row.channel, recipient: row.recipient, outboxId: id },
        });
        return id;
      });
      return { recipient: row.recipient, channel: key.channel, outboxId };
    },
  };
}
export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
