import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { useTranslation } from "#web/lib/i18n/texts";
import { useErrorGroups, type ErrorGroupFilter } from "../api/error-groups";
import { ErrorGroupItem } from "./error-group-item";

const select = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5";

/** Filters (status, source, search) over the grouped error log, newest first. */
export function ErrorGroups({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const [filter, setFilter] = useState<ErrorGroupFilter>({ status: "open", source: "all", q: "", page: 1 });
  const [search, setSearch] = useState("");
  const groups = useErrorGroups(filter);
  const update = (change: Partial<ErrorGroupFilter>) => setFilter({ ...filter, page: 1, ...change });

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() });
        }}
      >
        <div>
          <label htmlFor="error-status" className="block text-sm font-medium">
            {t("errorLogs.status")}
          </label>
          <select
            id="error-status"
            className={select}
            value={filter.status}
            onChange={(e) => update({ status: e.currentTarget.value as ErrorGroupFilter["status"] })}
          >
            {(["open", "resolved", "all"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`errorLogs.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="error-source" className="block text-sm font-medium">
            {t("errorLogs.source")}
          </label>
          <select
            id="error-source"
            className={select}
            value={filter.source}
            onChange={(e) => update({ source: e.currentTarget.value as ErrorGroupFilter["source"] })}
          >
            {(["all", "client", "server"] as const).map((source) => (
              <option key={source} value={source}>
                {t(`errorLogs.sources.${source}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="error-search" className="block text-sm font-medium">
            {t("errorLogs.search")}
          </label>
          <input
            id="error-search"
            type="search"
            className={select}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onBlur={() => update({ q: search.trim() })}
          />
        </div>
      </form>
      {groups.isPending ? (
        <LoadingRows label={t("errorLogs.loading")} />
      ) : groups.isError ? (
        <ErrorNote>{groups.error.message}</ErrorNote>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {t("errorLogs.summary", { shown: groups.data.total, open: groups.data.open })}
          </p>
          {groups.data.items.length === 0 ? (
            <EmptyState>{t("errorLogs.empty")}</EmptyState>
          ) : (
            <ul className="space-y-3">
              {groups.data.items.map((group) => (
                <ErrorGroupItem key={group.id} group={group} language={language} />
              ))}
            </ul>
          )}
          <Pager
            page={groups.data.page}
            totalPages={groups.data.totalPages}
            onPage={(page) => setFilter({ ...filter, page })}
            label={t("errorLogs.pagesNav")}
          />
        </>
      )}
    </div>
  );
}
