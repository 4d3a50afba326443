import { Link } from "react-router";
import type { AdminArticleRow } from "#shared/content/article-admin-answers";
import type { ArticleKind } from "#shared/content/article-admin.schema";
import type { Language } from "#shared/i18n/languages";
import { Badge, Button, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useRef, useState } from "react";
import { ConfirmDialog } from "#web/components/admin/confirm-dialog";
import { RowMenu } from "#web/components/admin/row-menu";
import { Pager } from "#web/components/admin/pager";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { ARTICLE_PAGE, useArticleAction, useArticleList, type ArticleListParams } from "../api/admin-articles";

const STATUS_TONE = { draft: "neutral", scheduled: "warn", published: "good" } as const;

/** The list of one kind with its filters applied: status, language completeness, actions, pages. */
export function ArticleList({
  kind,
  params,
  onPage,
  canWrite,
  language,
}: {
  kind: ArticleKind;
  params: ArticleListParams;
  onPage: (page: number) => void;
  canWrite: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-articles");
  const list = useArticleList(kind, params);
  if (list.isPending) return <LoadingRows label={t("admin:common.loading")} />;
  if (list.isError) return <ErrorNote>{t("admin:errors.loadFailed")}</ErrorNote>;
  if (list.data.items.length === 0) return <EmptyState>{t("empty")}</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-stone-200" aria-busy={list.isFetching || undefined}>
        {list.data.items.map((row) => (
          <ArticleListRow key={row.id} kind={kind} row={row} canWrite={canWrite} language={language} />
        ))}
      </ul>
      <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={onPage} label={t("pagesLabel")} />
    </>
  );
}

function ArticleListRow({ kind, row, canWrite, language }: { kind: ArticleKind; row: AdminArticleRow; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-articles");
  const action = useArticleAction(kind);
  const [confirming, setConfirming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const run = async (name: "duplicate" | "delete" | "restore") => {
    try {
      await action.mutateAsync({ id: row.id, action: name });
      notify({ tone: "success", title: t(`done.${name === "delete" ? "deleted" : name === "restore" ? "restored" : "duplicated"}`) });
    } catch (error) {
      notify({ tone: "error", title: t("admin:errors.actionFailed"), description: (error as Error).message });
    }
  };
  const title = row.title[language] || row.title.en || row.title.ar || row.slug;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={`${ARTICLE_PAGE[kind]}/${row.id}`} className="block font-semibold break-words text-brand-900 underline-offset-2 hover:underline">
          <bdi>{title}</bdi>
        </Link>
        <p className="text-xs break-all text-muted" dir="ltr">
          /{row.slug}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          {row.deletedAt ? <Badge tone="bad">{t("status.deleted")}</Badge> : <Badge tone={STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</Badge>}
          {(["en", "ar"] as const).map((lang) => (
            <Badge key={lang} tone={row.complete[lang] ? "good" : "warn"}>
              {t(row.complete[lang] ? "complete" : "incomplete", { language: t(`editor.${lang}`) })}
            </Badge>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted">
          {row.deletedAt
            ? t("deletedOn", { time: formatDateTime(row.deletedAt, language) })
            : row.status === "scheduled" && row.scheduledAt
              ? t("scheduledFor", { time: formatDateTime(row.scheduledAt, language) })
              : `${t("columns.updated")}: ${formatDateTime(row.updatedAt, language)}`}
        </p>
      </div>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          {row.deletedAt ? (
            <Button variant="secondary" className="min-h-9 px-3 py-1.5" busy={action.isPending} onClick={() => void run("restore")}>
              {t("actions.restore")}
            </Button>
          ) : (
            <>
              <Button variant="secondary" className="min-h-9 px-3 py-1.5" busy={action.isPending} onClick={() => void run("duplicate")}>
                {t("actions.duplicate")}
              </Button>
              <RowMenu
                label={t("admin:common.moreActions", { name: title })}
                buttonRef={menuButton}
                items={[{ label: t("actions.delete"), danger: true, onSelect: () => setConfirming(true) }]}
              />
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                returnFocus={() => menuButton.current}
                title={t("confirmDelete.title")}
                description={t("confirmDelete.description")}
                confirmLabel={t("confirmDelete.confirm")}
                onConfirm={() => run("delete")}
              />
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
