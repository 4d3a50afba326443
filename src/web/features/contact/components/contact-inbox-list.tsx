import { Link } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import type { ContactInboxView } from "#shared/contact/contact-inbox.schema";
import type { Language } from "#shared/i18n/languages";
import { Badge, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { formatDateTime } from "#web/lib/format-date-time";
import { useContactInbox } from "../api/contact-inbox";

/** The inbox: each message one tap target opening it, open ones first by default. */
export function ContactInboxList({
  view,
  page,
  onPage,
  language,
}: {
  view: ContactInboxView;
  page: number;
  onPage: (page: number) => void;
  language: Language;
}) {
  const { t } = useTranslation("admin");
  const inbox = useContactInbox(view, page);
  if (inbox.isPending) return <LoadingRows label={t("common.loading")} />;
  if (inbox.isError) return <ErrorNote>{t("errors.loadFailed")}</ErrorNote>;
  if (inbox.data.items.length === 0) return <EmptyState>{t(`contactInbox.empty.${view}`)}</EmptyState>;
  return (
    <>
      <ul className="space-y-3" data-testid="contact-inbox">
        {inbox.data.items.map((message) => (
          <li key={message.id} className="link-card rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink">
                <Link to={`/admin/contact-messages/${message.id}`} className="card-link">
                  {message.subject}
                </Link>
              </h3>
              {message.status === "new" ? (
                <Badge tone="warn">{t("contactInbox.status.new")}</Badge>
              ) : (
                <Badge tone="good">{t("contactInbox.status.handled")}</Badge>
              )}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
              <bdi className="font-medium text-ink">{message.name}</bdi>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
              {message.phone ? <bdi dir="ltr">{message.phone}</bdi> : null}
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-muted" dir="auto">
              {message.message}
            </p>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={inbox.data.totalPages} onPage={onPage} label={t("contactInbox.pages")} />
    </>
  );
}
