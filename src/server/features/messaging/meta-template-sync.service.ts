import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { WhatsappInForce } from "#server/platform/whatsapp/whatsapp-in-force";
import { LANGUAGES, type Language } from "#shared/i18n/languages";
import { defaultTemplate } from "#shared/messaging/default-templates";
import { metaCategoryOf, metaLanguageOf, metaReasonOf, metaStatusOf } from "#shared/messaging/meta-template-status";
import { toNumbered } from "#shared/messaging/template-render";
import type { TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { MetaSyncResult } from "#shared/messaging/template.schema";
import type { MessageTemplatesRepository } from "./message-templates.repository";
import type { MessageTemplatesService } from "./message-templates.service";

/** One template's state as Meta reports it (template list entry or status webhook). */
export interface MetaTemplateReport {
  name: string;
  /** Meta's code: en, en_US, ar (others are not Rihla's and are skipped). */
  language: string;
  status: string;
  category?: string;
  reason?: string;
  detail?: string;
}

export type SyncOutcome = { kind: "done"; result: MetaSyncResult } | { kind: "off" } | { kind: "failed"; error: string };

/**
 * Meta template sync (issue 22): approval status, category and reason per name + language, from
 * the Cloud API's template list (on demand and every 15 minutes when WhatsApp is configured) and
 * from the message_template_status_update webhook. A name is matched to the purpose whose
 * WhatsApp template carries it (its own or the default rihla_<purpose>).
 */
export function createMetaTemplateSync(deps: {
  templates: MessageTemplatesService;
  repository: MessageTemplatesRepository;
  whatsapp: () => Promise<WhatsappInForce | null>;
  businessAccountId: string | undefined;
  audit: AuditLog;
}) {
  async function names(): Promise<Map<string, { purpose: TemplatePurposeKey; language: Language }>> {
    const map = new Map<string, { purpose: TemplatePurposeKey; language: Language }>();
    for (const entry of await deps.templates.list("whatsapp"))
      for (const language of LANGUAGES) {
        const name = entry.templates[language].metaName;
        if (name) map.set(`${name}/${language}`, { purpose: entry.purpose, language });
      }
    return map;
  }

  /** Applies one report; "unknown" when no Rihla template has that name and language. */
  async function apply(report: MetaTemplateReport, known: Awaited<ReturnType<typeof names>>): Promise<"changed" | "same" | "unknown"> {
    const language = metaLanguageOf(report.language);
    const status = metaStatusOf(report.status);
    if (!language || !status) return "unknown";
    const target = known.get(`${report.name}/${language}`);
    if (!target) return "unknown";
    const key = { purpose: target.purpose, channel: "whatsapp", language };
    const text = defaultTemplate(target.purpose, "whatsapp", language)!;
    const numbered = toNumbered(text.body);
    const changed = await deps.repository.applyMeta(
      key,
      { metaStatus: status, metaStatusReason: metaReasonOf(status, report.reason, report.detail), metaCategory: metaCategoryOf(report.category) },
      {
        subject: null,
        body: text.body,
        whatsappBody: numbered.body,
        whatsappParameters: numbered.parameters,
        metaName: report.name,
        metaCategory: metaCategoryOf(report.category) ?? "utility",
        isDefault: true,
      },
    );
    return changed ? "changed" : "same";
  }

  return {
    /** Whether a sync can run: the Cloud API and the business account id are configured. */
    async configured(): Promise<boolean> {
      return Boolean(deps.businessAccountId && (await deps.whatsapp()));
    },

    /** Reads Meta's list and applies it; audited when a staff member asked (the schedule passes no actor). */
    async sync(actor: Actor | null): Promise<SyncOutcome> {
      const whatsapp = deps.businessAccountId ? await deps.whatsapp() : null;
      if (!whatsapp) return { kind: "off" };
      let list;
      try {
        list = await whatsapp.api.listTemplates();
      } catch (error) {
        return { kind: "failed", error: (error as Error).message };
      }
      const known = await names();
      const result: MetaSyncResult = { matched: 0, changed: 0, unknown: [] };
      for (const entry of list) {
        const outcome = await apply(
          { name: entry.name, language: entry.language, status: entry.status, category: entry.category, reason: entry.rejected_reason },
          known,
        );
        if (outcome === "unknown") {
          if (!result.unknown.includes(entry.name)) result.unknown.push(entry.name);
        } else {
          result.matched++;
          if (outcome === "changed") result.changed++;
        }
      }
      if (actor)
        await deps.repository.transaction((tx) =>
          deps.audit.record(tx, actor, { action: "message_template.meta_synced", entity: "message_template", entityId: "whatsapp", after: { ...result } }),
        );
      return { kind: "done", result };
    },

    /** One status from the webhook (already de-duplicated and known to be the latest). */
    async applyReport(report: MetaTemplateReport): Promise<boolean> {
      return (await apply(report, await names())) === "changed";
    },
  };
}
export type MetaTemplateSync = ReturnType<typeof createMetaTemplateSync>;
