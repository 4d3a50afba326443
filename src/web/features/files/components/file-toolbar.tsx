import { LayoutGrid, List, Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { FolderView } from "#shared/files/files-answers";
import { useTranslation } from "#web/lib/i18n/texts";
import type { FileListParams } from "../api/files";

export type FileSortChoice = "name" | "nameDesc" | "newest" | "largest";
export const SORTS: Record<FileSortChoice, Pick<FileListParams, "sort" | "order">> = {
  name: {},
  nameDesc: { sort: "name", order: "desc" },
  newest: { sort: "createdAt", order: "desc" },
  largest: { sort: "size", order: "desc" },
};
const SORT_LABELS: Record<FileSortChoice, string> = {
  name: "toolbar.byName",
  nameDesc: "toolbar.byNameDesc",
  newest: "toolbar.newest",
  largest: "toolbar.largest",
};

export interface FileFilters {
  q: string;
  folder: string;
  kind: "" | "image" | "pdf";
  sort: FileSortChoice;
}

const selectClass = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-sm";

/** Search (as you type, after a pause), folder, type, order, and grid or list. */
export function FileToolbar({
  filters,
  onChange,
  folders,
  view,
  onView,
  showKind = true,
}: {
  filters: FileFilters;
  onChange: (next: FileFilters) => void;
  folders: FolderView[];
  view?: "grid" | "list";
  onView?: (view: "grid" | "list") => void;
  showKind?: boolean;
}) {
  const { t } = useTranslation("admin-files");
  const [text, setText] = useState(filters.q);
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-4 lg:flex lg:flex-wrap">
      <label className="col-span-2 text-sm font-medium lg:min-w-64 lg:flex-1">
        {t("toolbar.search")}
        <span className="relative mt-1 block">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("toolbar.searchPlaceholder")}
            maxLength={100}
            className="block w-full rounded-lg border border-stone-400 bg-white py-2.5 ps-9 pe-3 text-sm"
          />
        </span>
      </label>
      <label className="text-sm font-medium">
        {t("folders.label")}
        <select className={selectClass} value={filters.folder} onChange={(event) => onChange({ ...filters, folder: event.target.value })}>
          <option value="">{t("folders.all")}</option>
          <option value="root">{t("folders.root")}</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      </label>
      {showKind ? (
        <label className="text-sm font-medium">
          {t("toolbar.kind")}
          <select className={selectClass} value={filters.kind} onChange={(event) => onChange({ ...filters, kind: event.target.value as FileFilters["kind"] })}>
            <option value="">{t("toolbar.allKinds")}</option>
            <option value="image">{t("toolbar.images")}</option>
            <option value="pdf">{t("toolbar.pdfs")}</option>
          </select>
        </label>
      ) : null}
      <label className="text-sm font-medium">
        {t("toolbar.sort")}
        <select className={selectClass} value={filters.sort} onChange={(event) => onChange({ ...filters, sort: event.target.value as FileSortChoice })}>
          {(Object.keys(SORTS) as FileSortChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(SORT_LABELS[choice])}
            </option>
          ))}
        </select>
      </label>
      {view && onView ? (
        <div role="group" aria-label={t("toolbar.view")} className="col-span-2 flex gap-1 sm:col-span-1">
          {(["grid", "list"] as const).map((choice) => {
            const Icon = choice === "grid" ? LayoutGrid : List;
            return (
              <button
                key={choice}
                type="button"
                aria-pressed={view === choice}
                onClick={() => onView(choice)}
                className={`inline-flex min-h-10 flex-1 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium lg:flex-none ${view === choice ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-ink"}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`toolbar.${choice}`)}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
