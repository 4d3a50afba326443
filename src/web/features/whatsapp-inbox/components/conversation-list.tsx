import { useState } from "react";
import { Image as ImageIcon, MapPin, Search } from "lucide-react";
import type { Language } from "#shared/i18n/languages";
import { WHATSAPP_INBOX_FILTERS, type WhatsappConversationRow, type WhatsappInboxFilter } from "#shared/messaging/whatsapp-inbox.schema";
import { EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { formatDateTime } from "#web/lib/format-date-time";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { useConversations } from "../api/inbox-queries";

export interface ListState {
  filter: WhatsappInboxFilter;
  q: string;
  page: number;
}

/** The conversations: search, filters, one row each (newest first), pages. */
export function ConversationList({
  state,
  onState,
  selectedId,
  onSelect,
  language,
}: {
  state: ListState;
  onState: (next: ListState) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  language: Language;
}) {
  const { t } = useTranslation("whatsapp-inbox");
  const list = useConversations(state.filter, state.q, state.page);
  const [typed, setTyped] = useState(state.q);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onState({ ...state, q: typed.trim(), page: 1 });
        }}
      >
        <label htmlFor="inbox-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="inbox-search"
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t("search.placeholder")}
          onChange={(event) => setTyped(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("search.submit")}</span>
        </button>
      </form>
      <nav aria-label={t("filters.label")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {WHATSAPP_INBOX_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === state.filter}
            onClick={() => onState({ ...state, filter, page: 1 })}
            className="inline-flex min-h-10 shrink-0 items-center rounded-full border border-stone-300 bg-white px-3 text-sm whitespace-nowrap aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {t(`filters.${filter}`)}
          </button>
        ))}
      </nav>
      {list.isPending ? (
        <LoadingRows label={t("loading")} rows={4} />
      ) : list.isError ? (
        <ErrorNote>{list.error.message}</ErrorNote>
      ) : list.data.items.length === 0 ? (
        <EmptyState>{state.q ? t("empty.search", { q: state.q }) : t(`empty.${state.filter}`)}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white" data-testid="conversation-list">
            {list.data.items.map((row) => (
              <li key={row.id}>
                <ConversationButton row={row} selected={row.id === selectedId} onSelect={onSelect} language={language} />
              </li>
            ))}
          </ul>
          <Pager page={state.page} totalPages={list.data.totalPages} onPage={(page) => onState({ ...state, page })} label={t("pages")} />
        </>
      )}
    </div>
  );
}

function ConversationButton({
  row,
  selected,
  onSelect,
  language,
}: {
  row: WhatsappConversationRow;
  selected: boolean;
  onSelect: (id: number) => void;
  language: Language;
}) {
  const { t } = useTranslation("whatsapp-inbox");
  const name = row.customer?.name ?? row.operator?.name ?? row.contactName ?? row.contactPhone;
  const last = row.lastMessage;
  return (
    <button
      type="button"
      aria-current={selected || undefined}
      onClick={() => onSelect(row.id)}
      data-testid={`conversation-${row.id}`}
      className="block w-full px-3 py-3 text-start hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current]:bg-brand-50"
    >
      <span className="flex items-center gap-2">
        <bdi className={`min-w-0 flex-1 truncate ${row.unreadCount > 0 ? "font-bold" : "font-semibold"} text-ink`}>{name}</bdi>
        {last ? (
          <time dateTime={last.at} className="shrink-0 text-xs text-muted">
            {formatDateTime(last.at, language)}
          </time>
        ) : null}
      </span>
      <span className="mt-0.5 flex items-center gap-2 text-sm text-muted">
        <span className="min-w-0 flex-1 truncate">
          {last?.direction === "out" ? `${t("you")}: ` : ""}
          {last?.kind === "image" ? <ImageIcon aria-label={t("kinds.image")} className="me-1 inline size-4" /> : null}
          {last?.kind === "location" ? <MapPin aria-label={t("kinds.location")} className="me-1 inline size-4" /> : null}
          {/* The contact's own words keep their direction inside this line, whatever its language. */}
          <bdi>{last?.text ?? (last ? t(`kinds.${last.kind}`) : "")}</bdi>
        </span>
        {row.unreadCount > 0 ? (
          <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-[#0b6b3a] px-1.5 text-xs font-bold text-white">
            <span aria-hidden="true">{formatNumber(row.unreadCount, language)}</span>
            <span className="sr-only">{t("unread", { count: row.unreadCount })}</span>
          </span>
        ) : null}
      </span>
      <span className="mt-1 flex flex-wrap gap-1 text-xs">
        {row.needsReply ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">{t("badges.needsReply")}</span> : null}
        {row.resolved ? <span className="rounded bg-brand-100 px-1.5 py-0.5 text-brand-900">{t("badges.resolved")}</span> : null}
        {row.assignee ? <span className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-800">{t("badges.assignee", { name: row.assignee.name })}</span> : null}
        {row.customer ? <span className="rounded bg-sky-100 px-1.5 py-0.5 text-sky-900">{t("badges.customer")}</span> : null}
        {row.operator ? <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-900">{t("badges.operator")}</span> : null}
      </span>
    </button>
  );
}
