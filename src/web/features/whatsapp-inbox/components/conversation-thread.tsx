import { useEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";
import type { Language } from "#shared/i18n/languages";
import type { WhatsappConversationDetail } from "#shared/messaging/whatsapp-inbox.schema";
import { Button, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useAssignableStaff, useConversation, useInboxAction } from "../api/inbox-queries";
import { MessageBubble } from "./message-bubble";
import { ReplyComposer } from "./reply-composer";

/** One conversation: who it is (customer, operator, bookings), its messages, and the reply box. */
export function ConversationThread({ id, canWrite, language, staffId }: { id: number; canWrite: boolean; language: Language; staffId: string }) {
  const { t } = useTranslation("whatsapp-inbox");
  const conversation = useConversation(id);
  const action = useInboxAction(id);
  const unread = conversation.data?.unreadCount ?? 0;
  const { mutate } = action;
  // Opening a conversation reads it (and again when a message arrives while it is open).
  useEffect(() => {
    if (canWrite && unread > 0) mutate({ action: "read" });
  }, [canWrite, unread, mutate, id]);
  // On a phone the list disappears when a conversation opens: its heading takes the focus (once, not on live updates).
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [loaded]);
  const bottom = useRef<HTMLLIElement>(null);
  const count = conversation.data?.messages.length ?? 0;
  useEffect(() => bottom.current?.scrollIntoView({ block: "end" }), [count, id]);

  if (conversation.isPending) return <LoadingRows label={t("loading")} rows={5} />;
  if (conversation.isError) return <ErrorNote>{conversation.error.message}</ErrorNote>;
  const data = conversation.data;
  return (
    <article
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-[#efeae2]"
      aria-labelledby="thread-title"
      data-testid="thread"
    >
      <ThreadHeader conversation={data} canWrite={canWrite} staffId={staffId} language={language} headingRef={heading} />
      {data.messages.length === 0 ? (
        <div className="p-4">
          <EmptyState>{t("thread.empty")}</EmptyState>
        </div>
      ) : (
        <ol className="max-h-[60vh] min-h-48 space-y-2 overflow-y-auto p-3" aria-label={t("thread.messages")} tabIndex={0}>
          {data.messages.map((message) => (
            <MessageBubble key={message.key} message={message} language={language} />
          ))}
          <li ref={bottom} aria-hidden="true" />
        </ol>
      )}
      {canWrite ? <ReplyComposer key={data.id} conversation={data} language={language} /> : <p className="bg-white p-3 text-sm text-muted">{t("readOnly")}</p>}
    </article>
  );
}

function ThreadHeader({
  conversation,
  canWrite,
  staffId,
  language,
  headingRef,
}: {
  conversation: WhatsappConversationDetail;
  canWrite: boolean;
  staffId: string;
  language: Language;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation("whatsapp-inbox");
  const action = useInboxAction(conversation.id);
  const staff = useAssignableStaff();
  const name = conversation.customer?.name ?? conversation.operator?.name ?? conversation.contactName ?? conversation.contactPhone;
  const run = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => notify({ tone: "success", title: done }),
      onError: (error) => notify({ tone: "error", title: t("actionFailed"), description: error.message }),
    });
  return (
    <header className="space-y-2 border-b border-stone-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="thread-title" ref={headingRef} tabIndex={-1} className="truncate text-lg font-semibold text-brand-900 focus:outline-none">
            <bdi>{name}</bdi>
          </h2>
          <p className="text-sm text-muted">
            <bdi dir="ltr">{conversation.contactPhone}</bdi>
            {conversation.contactName && conversation.contactName !== name ? (
              <>
                {" · "}
                <bdi>{conversation.contactName}</bdi>
              </>
            ) : null}
          </p>
        </div>
        {canWrite ? (
          conversation.resolved ? (
            <Button variant="secondary" busy={action.isPending} onClick={() => run({ action: "reopen" }, t("actions.reopened"))}>
              {t("actions.reopen")}
            </Button>
          ) : (
            <Button variant="secondary" busy={action.isPending} onClick={() => run({ action: "resolve" }, t("actions.resolved"))}>
              {t("actions.resolve")}
            </Button>
          )
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t("links.label")}>
        {conversation.customer ? (
          <li className="rounded bg-sky-100 px-2 py-1 text-sky-900">{t("links.customer", { name: conversation.customer.name })}</li>
        ) : null}
        {conversation.operator ? (
          <li>
            <Link to="/admin/operators" className="inline-flex min-h-8 items-center rounded bg-violet-100 px-2 text-violet-900 underline">
              {t("links.operator", { name: conversation.operator.name })}
            </Link>
          </li>
        ) : null}
        {conversation.bookings.map((booking) => (
          <li key={booking.id}>
            <Link
              to={`/admin/jobs?booking=${booking.id}`}
              className="inline-flex min-h-8 items-center rounded bg-stone-100 px-2 text-ink underline"
              data-testid="linked-booking"
            >
              <bdi dir="ltr">{booking.reference}</bdi>
              {booking.pickupAt ? <span className="ms-1 text-muted">· {formatDateTime(booking.pickupAt, language)}</span> : null}
            </Link>
          </li>
        ))}
        {!conversation.customer && !conversation.operator && conversation.bookings.length === 0 ? <li className="text-muted">{t("links.none")}</li> : null}
      </ul>
      {canWrite ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="assignee" className="text-sm font-medium">
            {t("assign.label")}
          </label>
          <select
            id="assignee"
            value={conversation.assignee?.id ?? ""}
            onChange={(event) => run({ action: "assign", body: { assigneeId: event.target.value || null } }, t("assign.done"))}
            className="min-h-10 min-w-0 rounded-lg border border-stone-400 bg-white px-2 text-sm"
          >
            <option value="">{t("assign.nobody")}</option>
            {(staff.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === staffId ? t("assign.me", { name: person.name }) : person.name}
              </option>
            ))}
          </select>
          {conversation.assignee?.id !== staffId ? (
            <Button variant="ghost" onClick={() => run({ action: "assign", body: { assigneeId: staffId } }, t("assign.done"))}>
              {t("assign.toMe")}
            </Button>
          ) : null}
        </div>
      ) : conversation.assignee ? (
        <p className="text-sm text-muted">{t("badges.assignee", { name: conversation.assignee.name })}</p>
      ) : null}
    </header>
  );
}
