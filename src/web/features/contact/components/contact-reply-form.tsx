import { useState } from "react";
import type { ContactMessageRow } from "#shared/contact/contact-inbox.schema";
import { Button, Card, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useReplyContactMessage } from "../api/contact-inbox";

/** Answer by email from the back office: sent through the outbox, and the message is marked handled. */
export function ContactReplyForm({ message }: { message: ContactMessageRow }) {
  const { t } = useTranslation("admin");
  const reply = useReplyContactMessage(String(message.id));
  const [subject, setSubject] = useState(`Re: ${message.subject}`.slice(0, 200));
  const [body, setBody] = useState("");
  return (
    <Card title={t("contactInbox.answerTitle")} id="answer">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(
            { subject, body },
            {
              onSuccess: () => {
                setBody("");
                notify({ tone: "success", title: t("contactInbox.answerQueued", { email: message.email }) });
              },
            },
          );
        }}
      >
        <p className="text-sm text-muted">
          {t("contactInbox.answerTo")} <bdi dir="ltr">{message.email}</bdi>
        </p>
        <label className="block text-sm font-medium">
          {t("contactInbox.answerSubject")}
          <input
            value={subject}
            maxLength={200}
            dir="auto"
            required
            onChange={(event) => setSubject(event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 px-3 font-normal"
          />
        </label>
        <label className="block text-sm font-medium">
          {t("contactInbox.answerBody")}
          <textarea
            value={body}
            maxLength={10_000}
            rows={6}
            dir="auto"
            lang={message.language}
            required
            onChange={(event) => setBody(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2 font-normal"
          />
        </label>
        {reply.error ? <ErrorNote>{reply.error.message}</ErrorNote> : null}
        <Button type="submit" busy={reply.isPending}>
          {t("contactInbox.answerSend")}
        </Button>
      </form>
    </Card>
  );
}
