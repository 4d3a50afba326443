import { useState } from "react";
import { LANGUAGES, LANGUAGE_LABEL, type Language } from "#shared/i18n/languages";
import type { TemplateChannel } from "#shared/messaging/template-purposes";
import { Badge, Card, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useMessageTemplates } from "../api/message-templates";
import { TemplateEditor } from "./template-editor";

/** Every purpose of a channel: its trigger and recipient, then its template in each language side by side (stacked on a phone). */
export function TemplateList({ channel, canWrite, language }: { channel: TemplateChannel; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("messaging");
  const list = useMessageTemplates(channel);
  const [open, setOpen] = useState<string | null>(null);
  if (list.isPending) return <LoadingRows label={t("loading")} />;
  if (list.isError) return <ErrorNote>{list.error.message}</ErrorNote>;
  return (
    <div className="space-y-4">
      {list.data.map((entry) => (
        <div key={entry.purpose} id={`purpose-${entry.purpose}`}>
          <Card title={entry.trigger[language]} id={`purpose-${entry.purpose}-card`}>
            <p className="mb-3 flex flex-wrap items-center gap-2 text-xs text-stone-600">
              <code className="break-all">{entry.purpose}</code>
              <Badge>{t(`recipients.${entry.recipient}`)}</Badge>
            </p>
            <div className="grid gap-4 xl:grid-cols-2">
              {LANGUAGES.map((lang) => {
                const template = entry.templates[lang];
                const key = `${entry.purpose}/${lang}`;
                return (
                  <section key={lang} aria-label={LANGUAGE_LABEL[lang]} className="min-w-0 rounded-lg border border-stone-200 p-3">
                    <header className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold">{LANGUAGE_LABEL[lang]}</h3>
                      <span className="flex items-center gap-2 text-xs">
                        <Badge tone={template.isDefault ? "neutral" : "good"}>{template.isDefault ? t("default") : t("edited")}</Badge>
                        {template.metaStatus ? (
                          <Badge
                            tone={
                              template.metaStatus === "approved" ? "good" : ["rejected", "paused", "disabled"].includes(template.metaStatus) ? "bad" : "warn"
                            }
                          >
                            {t(`meta.statuses.${template.metaStatus}`)}
                          </Badge>
                        ) : null}
                        <button
                          type="button"
                          className="min-h-8 rounded px-2 font-semibold text-brand-800 hover:bg-brand-50"
                          aria-expanded={open === key}
                          onClick={() => setOpen(open === key ? null : key)}
                        >
                          {open === key ? t("close") : canWrite ? t("edit") : t("view")}
                        </button>
                      </span>
                    </header>
                    {template.metaStatusReason && open !== key ? (
                      <p className="mb-1 text-sm text-red-800" data-testid="meta-reason">
                        {t(`meta.reasons.${template.metaStatusReason}`, { defaultValue: template.metaStatusReason })}
                      </p>
                    ) : null}
                    {open === key ? (
                      <TemplateEditor key={template.version} template={template} canWrite={canWrite} />
                    ) : (
                      <p dir={lang === "ar" ? "rtl" : "ltr"} className="line-clamp-3 whitespace-pre-wrap break-words text-sm text-stone-700">
                        {template.subject ? `${template.subject} — ` : ""}
                        {template.body}
                      </p>
                    )}
                  </section>
                );
              })}
            </div>
          </Card>
        </div>
      ))}
    </div>
  );
}
