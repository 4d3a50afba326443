import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { isLanguage, LANGUAGE_LABEL, type Language } from "#shared/i18n/languages";
import type { ContactMessageRow } from "#shared/contact/contact-inbox.schema";
import { Badge, Button, Card, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useHandleContactMessage } from "../api/contact-inbox";
import { ContactReplyForm } from "./contact-reply-form";

const ACTION = "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/** One message in full, the ways to answer it, and "mark handled" with a note for colleagues. */
export function ContactMessageDetail({ message, language }: { message: ContactMessageRow; language: Language }) {
  const { t } = useTranslation("admin");
  const greeting = t("contactInbox.whatsappGreeting", { name: message.name });
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold text-brand-900" dir="auto">
            {message.subject}
          </h2>
          {message.status === "new" ? <Badge tone="warn">{t("contactInbox.status.new")}</Badge> : <Badge tone="good">{t("contactInbox.status.handled")}</Badge>}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t("contactInbox.from")}</dt>
            <dd className="font-semibold">
              <bdi>{message.name}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("contactInbox.received")}</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("contactInbox.email")}</dt>
            <dd>
              <bdi dir="ltr" className="break-all">
                {message.email}
              </bdi>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("contactInbox.phone")}</dt>
            <dd>{message.phone ? <bdi dir="ltr">{message.phone}</bdi> : t("contactInbox.noPhone")}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("contactInbox.language")}</dt>
            <dd>{isLanguage(message.language) ? LANGUAGE_LABEL[message.language] : message.language}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2" data-testid="contact-actions">
          {message.phone ? (
            <>
              <a href={`tel:${message.phone}`} className={`${ACTION} bg-brand-700 text-white hover:bg-brand-800`}>
                {t("contactInbox.call")}
              </a>
              <a
                href={`https://wa.me/${message.phone.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${ACTION} bg-[#0b6b3a] text-white hover:bg-[#095a31]`}
              >
                {t("contactInbox.whatsapp")}
              </a>
            </>
          ) : null}
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className={`${ACTION} border border-stone-300 bg-white text-ink hover:bg-stone-100`}
          >
            {t("contactInbox.reply")}
          </a>
        </div>
        <h3 className="mt-6 text-sm font-semibold text-muted">{t("contactInbox.message")}</h3>
        <p className="mt-1 rounded-lg bg-stone-50 p-4 whitespace-pre-wrap text-ink" dir="auto" lang={message.language} data-testid="contact-full-text">
          {message.message}
        </p>
      </Card>
      <ContactReplyForm message={message} />
      {message.status === "handled" ? (
        <Card title={t("contactInbox.handledTitle")} id="handled">
          <p className="text-sm text-muted">
            {t("contactInbox.handledBy", {
              name: message.handledByName ?? t("security.log.someone"),
              date: message.handledAt ? formatDateTime(message.handledAt, language) : "",
            })}
          </p>
          {message.handledNote ? (
            <p className="mt-2 whitespace-pre-wrap" dir="auto" data-testid="handled-note">
              {message.handledNote}
            </p>
          ) : null}
        </Card>
      ) : (
        <HandleForm id={String(message.id)} />
      )}
    </div>
  );
}

function HandleForm({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const handle = useHandleContactMessage(id);
  const [note, setNote] = useState("");
  return (
    <Card title={t("contactInbox.handleTitle")} id="handle">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          handle.mutate(
            { note },
            {
              onSuccess: () => notify({ tone: "success", title: t("contactInbox.handledDone") }),
              onError: (error) => notify({ tone: "error", title: t("errors.actionFailed"), description: error.message }),
            },
          );
        }}
      >
        <label htmlFor="handled-note" className="block text-sm font-medium">
          {t("contactInbox.note")}
        </label>
        <p id="handled-note-hint" className="text-xs text-muted">
          {t("contactInbox.noteHint")}
        </p>
        <textarea
          id="handled-note"
          aria-describedby="handled-note-hint"
          value={note}
          maxLength={2000}
          rows={4}
          onChange={(event) => setNote(event.target.value)}
          className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
        />
        {handle.error ? <ErrorNote>{handle.error.message}</ErrorNote> : null}
        <Button type="submit" busy={handle.isPending}>
          {t("contactInbox.markHandled")}
        </Button>
      </form>
    </Card>
  );
}
