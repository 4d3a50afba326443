import { useRef, useState } from "react";
import { LANGUAGE_DIRECTION } from "#shared/i18n/languages";
import { TEMPLATE_PURPOSES, sampleValues, type TemplatePurposeKey } from "#shared/messaging/template-purposes";
import type { MessageTemplateView } from "#shared/messaging/template.schema";
import { interpolate, renderEmail, unknownVariables } from "#shared/messaging/template-render";
import { Badge, Button, ErrorNote } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useRestoreTemplate, useSaveTemplate, useSendTest } from "../api/message-templates";

const input = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5";

/**
 * One template in one language: subject (email) and body, the purpose's variables beside them
 * (a click inserts one at the cursor), a live preview with sample data rendered by the very code
 * the server sends with (Arabic right to left), save, restore default, and a test sent to me.
 */
export function TemplateEditor({ template, canWrite }: { template: MessageTemplateView; canWrite: boolean }) {
  const { t } = useTranslation("messaging");
  const [subject, setSubject] = useState(template.subject ?? "");
  const [body, setBody] = useState(template.body);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phone, setPhone] = useState("");
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();
  const restore = useRestoreTemplate();
  const test = useSendTest();
  const email = template.channel === "email";
  const key = { channel: template.channel, purpose: template.purpose, language: template.language };
  const variables: readonly string[] = TEMPLATE_PURPOSES[template.purpose as TemplatePurposeKey].variables;
  const values = sampleValues(template.purpose, template.language);
  const unknown = unknownVariables([email ? subject : null, body], variables);
  const preview = email ? renderEmail({ subject, body }, values) : { subject: null, html: null, ...interpolate(body, values) };
  const dir = LANGUAGE_DIRECTION[template.language];
  const id = `${template.channel}-${template.purpose}-${template.language}`.replace(/\W/g, "-");

  function insert(name: string) {
    const area = bodyRef.current;
    const token = `{{${name}}}`;
    const at = area?.selectionStart ?? body.length;
    const next = body.slice(0, at) + token + body.slice(area?.selectionEnd ?? at);
    setBody(next);
    requestAnimationFrame(() => area?.setSelectionRange(at + token.length, at + token.length));
  }
  async function run(work: () => Promise<unknown>, done: string) {
    setError(null);
    setNote(null);
    try {
      await work();
      setNote(done);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  const onSave = () => run(() => save.mutateAsync({ key, input: { ...(email ? { subject } : {}), body, version: template.version } }), t("saved"));
  const onRestore = () => {
    if (!window.confirm(t("restoreConfirm"))) return;
    void run(async () => {
      const restored = await restore.mutateAsync({ key, version: template.version });
      setSubject(restored.subject ?? "");
      setBody(restored.body);
    }, t("restored"));
  };
  // The saved version goes (unsaved changes are not sent): what the test shows is what customers would get.
  const onTest = async () => {
    setError(null);
    setNote(null);
    try {
      const sent = await test.mutateAsync({ key, phone: email ? undefined : phone });
      setNote(
        email
          ? t("testSent", { recipient: sent.recipient })
          : `${t("testSentWhatsapp", { recipient: sent.recipient })} ${template.metaStatus === "approved" ? "" : t("testWindowNote")}`.trim(),
      );
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem]" lang={template.language}>
      <div className="min-w-0 space-y-3">
        {email ? (
          <div>
            <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-ink">
              {t("subject")}
            </label>
            <input id={`${id}-subject`} dir={dir} className={input} value={subject} readOnly={!canWrite} onChange={(e) => setSubject(e.target.value)} />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-ink">
            {email ? t("bodyMarkdown") : t("body")}
          </label>
          <textarea
            id={`${id}-body`}
            ref={bodyRef}
            dir={dir}
            rows={8}
            className={`${input} font-mono text-sm`}
            value={body}
            readOnly={!canWrite}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        {unknown.length ? <ErrorNote>{t("unknown", { names: unknown.map((n) => `{{${n}}}`).join(", ") })}</ErrorNote> : null}
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        {note ? (
          <p role="status" className="text-sm text-green-800">
            {note}
          </p>
        ) : null}
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onSave} busy={save.isPending} disabled={unknown.length > 0}>
              {t("save")}
            </Button>
            {email ? (
              <Button variant="secondary" onClick={() => void onTest()} busy={test.isPending}>
                {t("sendTest")}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={onRestore} busy={restore.isPending} disabled={template.isDefault && template.version === 0}>
              {t("restore")}
            </Button>
          </div>
        ) : null}
        {canWrite && !email ? (
          <div className="grid gap-2">
            <div className="min-w-0">
              <label htmlFor={`${id}-test-phone`} className="block text-sm font-medium text-ink">
                {t("testPhone")}
              </label>
              <input
                id={`${id}-test-phone`}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                placeholder="+966 5x xxx xxxx"
                className={input}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <Button variant="secondary" onClick={() => void onTest()} busy={test.isPending} className="justify-self-start">
              {t("sendTest")}
            </Button>
          </div>
        ) : null}
        {canWrite ? <p className="text-xs text-stone-600">{t("testSavedNote")}</p> : null}
        <section aria-label={t("preview")} className="rounded-lg border border-stone-300 bg-stone-50 p-3">
          <h4 className="mb-2 text-sm font-semibold text-ink">{t("preview")}</h4>
          <div dir={dir} className="text-sm">
            {preview.subject !== null ? <p className="mb-2 font-semibold">{preview.subject}</p> : null}
            {preview.html !== null ? (
              // The renderer sanitises the Markdown and escapes every value (template-render.ts).
              <div className="space-y-2 break-words [&_a]:text-brand-800 [&_a]:underline" dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="whitespace-pre-wrap break-words">{preview.text}</p>
            )}
          </div>
        </section>
      </div>
      <aside aria-label={t("variables")} className="min-w-0">
        <h4 className="text-sm font-semibold text-ink">{t("variables")}</h4>
        <p className="text-xs text-stone-600">{t("variablesHint")}</p>
        <ul className="mt-2 flex flex-wrap gap-1 lg:flex-col">
          {variables.map((name) => (
            <li key={name}>
              <button
                type="button"
                disabled={!canWrite}
                onClick={() => insert(name)}
                className="min-h-8 rounded border border-stone-300 bg-white px-2 font-mono text-xs text-ink hover:bg-brand-50"
              >{`{{${name}}}`}</button>
            </li>
          ))}
        </ul>
        {!email ? (
          <dl className="mt-3 space-y-1 text-xs">
            <div>
              <dt className="font-semibold">{t("meta.name")}</dt>
              <dd className="break-all font-mono">{template.metaName}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("meta.category")}</dt>
              <dd>{template.metaCategory ? t(`meta.categories.${template.metaCategory}`) : "—"}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("meta.status")}</dt>
              <dd>
                <Badge
                  tone={template.metaStatus === "approved" ? "good" : template.metaStatus === "rejected" || template.metaStatus === "paused" ? "bad" : "warn"}
                >
                  {t(`meta.statuses.${template.metaStatus ?? "not_submitted"}`)}
                </Badge>
                {template.metaStatusReason ? (
                  <span className="block text-red-800" data-testid="meta-status-reason">
                    {t(`meta.reasons.${template.metaStatusReason}`, { defaultValue: template.metaStatusReason })}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t("meta.numbered")}</dt>
              <dd dir={dir} className="whitespace-pre-wrap break-words font-mono">
                {template.whatsappBody}
              </dd>
            </div>
          </dl>
        ) : null}
      </aside>
    </div>
  );
}
