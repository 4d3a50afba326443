import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import type { WhatsappConversationDetail } from "#shared/messaging/whatsapp-inbox.schema";
import { interpolate } from "#shared/messaging/template-render";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useInboxAction, useReplyTemplates } from "../api/inbox-queries";

/**
 * The reply box. Inside the contact's 24-hour window: free text (or a template); outside it only
 * an approved template, with its variables to fill in. It says which, and when the window closes.
 */
export function ReplyComposer({ conversation, language }: { conversation: WhatsappConversationDetail; language: Language }) {
  const { t } = useTranslation("whatsapp-inbox");
  const windowOpen = conversation.windowClosesAt !== null;
  const [mode, setMode] = useState<"text" | "template">(windowOpen ? "text" : "template");
  const effective = windowOpen ? mode : "template";
  return (
    <section aria-labelledby="composer-title" className="border-t border-stone-200 bg-white p-3" data-testid="composer">
      <h3 id="composer-title" className="sr-only">
        {t("composer.title")}
      </h3>
      <p className={`mb-2 rounded-lg px-3 py-2 text-sm ${windowOpen ? "bg-brand-50 text-brand-900" : "bg-amber-50 text-amber-900"}`} data-testid="window-note">
        {windowOpen ? t("composer.windowOpen", { time: formatDateTime(conversation.windowClosesAt!, language) }) : t("composer.windowClosed")}
      </p>
      {windowOpen ? (
        <div role="group" aria-label={t("composer.mode")} className="mb-2 flex gap-2">
          {(["text", "template"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className="inline-flex min-h-10 items-center rounded-full border border-stone-300 px-3 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(`composer.modes.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
      {effective === "text" ? <TextReply id={conversation.id} /> : <TemplateReply conversation={conversation} />}
    </section>
  );
}

function TextReply({ id }: { id: number }) {
  const { t } = useTranslation("whatsapp-inbox");
  const action = useInboxAction(id);
  const [body, setBody] = useState("");
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return;
        action.mutate(
          { action: "reply", body: { kind: "text", body } },
          {
            onSuccess: () => {
              setBody("");
              notify({ tone: "success", title: t("composer.queued") });
            },
          },
        );
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="reply-text" className="sr-only">
          {t("composer.text")}
        </label>
        <textarea
          id="reply-text"
          // Empty, it follows the page (so the placeholder reads right); typed, the text's own direction.
          dir={body ? "auto" : undefined}
          rows={2}
          maxLength={4096}
          value={body}
          placeholder={t("composer.placeholder")}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter sends, as in WhatsApp Web; Enter alone is a new line.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
          className="block w-full rounded-lg border border-stone-400 px-3 py-2"
        />
        {action.error ? <ErrorNote>{action.error.message}</ErrorNote> : null}
      </div>
      <Button type="submit" busy={action.isPending} disabled={!body.trim()}>
        {t("composer.send")}
      </Button>
    </form>
  );
}

function TemplateReply({ conversation }: { conversation: WhatsappConversationDetail }) {
  const { t, i18n } = useTranslation("whatsapp-inbox");
  const templates = useReplyTemplates();
  const action = useInboxAction(conversation.id);
  const [purpose, setPurpose] = useState("");
  const [language, setLanguage] = useState<Language>(conversation.customerLanguage ?? "ar");
  const [values, setValues] = useState<Record<string, string>>({});
  if (templates.isPending) return <p className="text-sm text-muted">{t("loading")}</p>;
  if (templates.isError) return <ErrorNote>{templates.error.message}</ErrorNote>;
  const chosen = templates.data.find((template) => template.purpose === purpose);
  const version = chosen?.languages[language];
  // Known values are offered; staff can change any of them.
  const prefill: Record<string, string> = {
    "customer.name": conversation.customer?.name ?? conversation.contactName ?? "",
    "booking.reference": conversation.bookings[0]?.reference ?? "",
  };
  const valueOf = (name: string) => values[name] ?? prefill[name] ?? "";
  const filled = version ? Object.fromEntries(version.variables.map((name) => [name, valueOf(name)])) : {};
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!version) return;
        action.mutate(
          { action: "reply", body: { kind: "template", purpose, language, values: filled } },
          {
            onSuccess: () => {
              setValues({});
              notify({ tone: "success", title: t("composer.queued") });
            },
          },
        );
      }}
    >
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <label className="block text-sm">
          <span className="font-medium">{t("composer.template")}</span>
          <select
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2"
          >
            <option value="">{t("composer.chooseTemplate")}</option>
            {templates.data.map((template) => (
              <option key={template.purpose} value={template.purpose}>
                {template.trigger[i18n.language]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium">{t("composer.language")}</span>
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2"
          >
            <option value="ar">العربية</option>
            <option value="en">English</option>
          </select>
        </label>
      </div>
      {version ? (
        <>
          {!version.approved ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
              {t("composer.notApproved", { status: t(`metaStatus.${version.metaStatus ?? "not_submitted"}`) })}
            </p>
          ) : null}
          {version.variables.map((name) => (
            <label key={name} className="block text-sm">
              <span className="font-medium" dir="ltr">{`{{${name}}}`}</span>
              <input
                value={valueOf(name)}
                maxLength={500}
                dir="auto"
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 px-3"
              />
            </label>
          ))}
          <p
            className="rounded-lg bg-stone-50 p-2 text-sm whitespace-pre-wrap"
            dir={language === "ar" ? "rtl" : "ltr"}
            lang={language}
            data-testid="template-preview"
          >
            {interpolate(version.body, filled).text}
          </p>
        </>
      ) : null}
      {action.error ? <ErrorNote>{action.error.message}</ErrorNote> : null}
      <Button type="submit" busy={action.isPending} disabled={!version || !version.approved}>
        {t("composer.sendTemplate")}
      </Button>
    </form>
  );
}
