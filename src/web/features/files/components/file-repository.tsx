import { useCallback, useState } from "react";
import type { FileView } from "#shared/files/files-answers";
import type { Language } from "#shared/i18n/languages";
import { Button, Card, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useFiles } from "../api/files";
import { formatBytes } from "./file-format";
import { FileDetailsDialog } from "./file-details-dialog";
import { FileGrid, FileTable } from "./file-grid";
import { FileToolbar, SORTS, type FileFilters } from "./file-toolbar";
import { FolderActions } from "./folder-actions";
import { UploadZone } from "./upload-zone";

const PAGE = 100;

/** The file repository screen: upload, find (search, folder, type, order), grid or list, and one file's details. */
export function FileRepository({ canWrite, language }: { canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-files");
  const [filters, setFilters] = useState<FileFilters>({ q: "", folder: "", kind: "", sort: "name" });
  const [offset, setOffset] = useState(0);
  const [view, setView] = useState<"grid" | "list">("grid");
  const [open, setOpen] = useState<FileView | null>(null);
  const files = useFiles({
    q: filters.q || undefined,
    folder: filters.folder || undefined,
    kind: filters.kind || undefined,
    offset: offset || undefined,
    ...SORTS[filters.sort],
  });
  const change = useCallback((next: FileFilters) => {
    setFilters(next);
    setOffset(0);
  }, []);
  const folders = files.data?.folders ?? [];
  const folder = folders.find((f) => f.id === filters.folder) ?? null;

  return (
    <div className="space-y-4">
      {canWrite ? (
        <Card title={t("upload.title")} id="file-upload">
          <UploadZone folderId={folder?.id ?? null} />
        </Card>
      ) : null}
      <Card>
        <div className="space-y-3">
          <FileToolbar filters={filters} onChange={change} folders={folders} view={view} onView={setView} />
          {canWrite ? (
            <FolderActions folder={folder} onCreated={(id) => change({ ...filters, folder: id })} onDeleted={() => change({ ...filters, folder: "" })} />
          ) : null}
          {files.data ? (
            <p className="text-sm text-muted">
              {t("usage", { used: formatBytes(files.data.usage.usedBytes, language), quota: formatBytes(files.data.usage.quotaBytes, language) })}
            </p>
          ) : null}
        </div>
      </Card>
      {files.isPending ? (
        <LoadingRows label={t("loading")} rows={4} />
      ) : files.isError ? (
        <ErrorNote>{t("errors.load")}</ErrorNote>
      ) : files.data.items.length === 0 ? (
        <EmptyState>{filters.q || filters.folder || filters.kind ? t("noResults") : t("empty")}</EmptyState>
      ) : (
        <>
          {view === "grid" ? (
            <FileGrid files={files.data.items} language={language} onOpen={setOpen} />
          ) : (
            <FileTable files={files.data.items} language={language} onOpen={setOpen} />
          )}
          {files.data.total > PAGE ? (
            <nav
              className="flex items-center justify-between gap-3"
              aria-label={t("pager.range", { from: offset + 1, to: Math.min(offset + PAGE, files.data.total), total: files.data.total })}
            >
              <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                {t("pager.previous")}
              </Button>
              <span className="text-sm text-muted">
                {t("pager.range", { from: offset + 1, to: Math.min(offset + PAGE, files.data.total), total: files.data.total })}
              </span>
              <Button variant="secondary" disabled={offset + PAGE >= files.data.total} onClick={() => setOffset(offset + PAGE)}>
                {t("pager.next")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <FileDetailsDialog file={open} folders={folders} canWrite={canWrite} language={language} onClose={() => setOpen(null)} />
    </div>
  );
}
