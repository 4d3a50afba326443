import "../files-texts";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import type { FileView } from "#shared/files/files-answers";
import { EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useFiles } from "../api/files";
import { FileGrid } from "./file-grid";
import { FileToolbar, SORTS, type FileFilters } from "./file-toolbar";
import { UploadZone } from "./upload-zone";
import { IconTooltip } from "#web/components/ui/icon-tooltip";

export interface PickedFile {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  name: string;
}

const picked = (file: FileView): PickedFile | null =>
  file.url ? { id: file.id, url: file.url, width: file.width, height: file.height, name: file.name } : null;

/**
 * Chooses a public file of the repository for another screen (a cover image, a product photo):
 * lists, searches, and uploads a new one, which is picked as soon as it arrives. Only public files
 * are offered, since a private one has no address a page could use.
 */
export function FilePickerDialog({
  open,
  onClose,
  onPick,
  accept = "image",
}: {
  open: boolean;
  onClose(): void;
  onPick(file: PickedFile): void;
  accept?: "image" | "any";
}) {
  const { t, i18n } = useTranslation("admin-files");
  const [filters, setFilters] = useState<FileFilters>({ q: "", folder: "", kind: accept === "image" ? "image" : "", sort: "newest" });
  const files = useFiles(
    {
      q: filters.q || undefined,
      folder: filters.folder || undefined,
      kind: filters.kind || undefined,
      visibility: "public",
      limit: 48,
      ...SORTS[filters.sort],
    },
    open,
  );
  const choose = (file: FileView) => {
    const chosen = picked(file);
    if (!chosen) return;
    onPick(chosen);
    onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[88vh] sm:w-[min(94vw,56rem)] sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-brand-900">{t("picker.title")}</Dialog.Title>
            <IconTooltip label={t("admin:common.cancel")}>
              <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("admin:common.cancel")}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </IconTooltip>
          </div>
          <div className="space-y-4">
            <FileToolbar filters={filters} onChange={setFilters} folders={files.data?.folders ?? []} showKind={accept === "any"} />
            {files.isPending ? (
              <LoadingRows label={t("loading")} rows={3} />
            ) : files.isError ? (
              <ErrorNote>{t("errors.load")}</ErrorNote>
            ) : files.data.items.length === 0 ? (
              <EmptyState>{filters.q ? t("noResults") : t("picker.empty")}</EmptyState>
            ) : (
              <FileGrid files={files.data.items} language={i18n.language} onOpen={choose} label={(file) => t("picker.pick", { name: file.name })} />
            )}
            <section aria-labelledby="file-picker-upload">
              <h3 id="file-picker-upload" className="mb-2 font-semibold text-brand-900">
                {t("picker.uploadHere")}
              </h3>
              <UploadZone
                folderId={filters.folder && filters.folder !== "root" ? filters.folder : null}
                accept={accept}
                showVisibility={false}
                onUploaded={choose}
              />
            </section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
