import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { Copy, ExternalLink, X } from "lucide-react";
import { useForm } from "react-hook-form";
import type { FileView, FolderView } from "#shared/files/files-answers";
import { renameFileSchema } from "#shared/files/files.schema";
import { responsiveImage } from "#shared/files/image-url";
import type { Language } from "#shared/i18n/languages";
import { Badge, Button, ErrorNote } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { fetchFileLink, useFileDetail, useFileWrite } from "../api/files";
import { formatBytes } from "./file-format";
import { FileThumbnail } from "./file-thumbnail";
import { IconTooltip } from "#web/components/ui/icon-tooltip";

/** One file: preview, rename, move, public or private, its address, where it is used, delete. */
export function FileDetailsDialog({
  file,
  folders,
  canWrite,
  language,
  onClose,
}: {
  file: FileView | null;
  folders: FolderView[];
  canWrite: boolean;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-files");
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(92vw,44rem)] sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="min-w-0 text-lg font-semibold break-words text-brand-900" dir="auto">
              {file?.name}
            </Dialog.Title>
            <IconTooltip label={t("admin:common.cancel")}>
              <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("admin:common.cancel")}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </IconTooltip>
          </div>
          {file ? <Details key={file.id} file={file} folders={folders} canWrite={canWrite} language={language} onDeleted={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Details({
  file,
  folders,
  canWrite,
  language,
  onDeleted,
}: {
  file: FileView;
  folders: FolderView[];
  canWrite: boolean;
  language: Language;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("admin-files");
  const detail = useFileDetail(file.id);
  const write = useFileWrite();
  const current = detail.data?.file ?? file;
  const uses = detail.data?.uses ?? [];
  const form = useForm({ resolver: zodResolver(renameFileSchema), defaultValues: { name: file.name } });
  const preview = current.url ? responsiveImage(current.url, "(min-width: 640px) 40rem, 100vw") : null;
  const failed = write.error
    ? write.error.message.includes("must stay public")
      ? t("errors.mustStayPublic")
      : write.error.message.includes("still used")
        ? t("errors.used")
        : t("errors.save")
    : null;

  async function open() {
    const link = await fetchFileLink(file.id);
    window.open(link.url, "_blank", "noopener");
  }
  async function copy() {
    const link = await fetchFileLink(file.id);
    await navigator.clipboard?.writeText(new URL(link.url, window.location.origin).toString()).catch(() => {});
    notify({ title: t("details.copied"), tone: "success" });
  }

  return (
    <div className="space-y-5">
      <div className="overflow-hidden rounded-xl bg-stone-100">
        {current.kind === "image" && preview ? (
          <img {...preview} alt="" className="mx-auto max-h-80 w-auto object-contain" />
        ) : (
          <FileThumbnail file={current} className="mx-auto h-48 w-full object-contain" />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t("table.type")}</dt>
          <dd>{t(`kinds.${current.kind}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("table.size")}</dt>
          <dd>{formatBytes(current.size, language)}</dd>
        </div>
        {current.width && current.height ? (
          <div>
            <dt className="text-muted">{t("table.dimensions")}</dt>
            <dd>
              <bdi dir="ltr">{`${current.width}×${current.height}`}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">{t("details.visibility")}</dt>
          <dd>
            <Badge tone={current.visibility === "private" ? "warn" : "good"}>{t(`details.${current.visibility}`)}</Badge>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void open()}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("details.openFile")}
        </Button>
        {current.url ? (
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t("details.copy")}
          </Button>
        ) : null}
      </div>
      {current.url ? (
        <p className="text-xs break-all text-muted" dir="ltr">
          {current.url}
        </p>
      ) : null}

      {canWrite ? (
        <>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={form.handleSubmit(async ({ name }) => {
              await write.mutateAsync({ action: "rename", id: file.id, name });
              notify({ title: t("details.saved"), tone: "success" });
            })}
          >
            <div className="min-w-0 flex-1">
              <FormField id="file-name" label={t("details.name")} error={form.formState.errors.name?.message} {...form.register("name")} />
            </div>
            <Button type="submit" busy={form.formState.isSubmitting}>
              {t("details.save")}
            </Button>
          </form>
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-0 flex-1 text-sm font-medium">
              {t("details.moveTo")}
              <select
                className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
                value={current.folderId ?? ""}
                onChange={(event) => write.mutate({ action: "move", id: file.id, folderId: event.target.value || null })}
              >
                <option value="">{t("folders.root")}</option>
                {folders.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="secondary"
              onClick={() => write.mutate({ action: "visibility", id: file.id, visibility: current.visibility === "public" ? "private" : "public" })}
            >
              {current.visibility === "public" ? t("details.makePrivate") : t("details.makePublic")}
            </Button>
          </div>
        </>
      ) : null}
      <ErrorNote>{failed}</ErrorNote>

      <section>
        <h3 className="font-semibold text-brand-900">{t("details.usedIn")}</h3>
        {uses.length === 0 ? (
          <p className="text-sm text-muted">{t("details.unused")}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {uses.map((use) => (
              <li key={`${use.kind}-${use.id}-${use.field}`}>
                {t(`details.uses.${use.kind}`)}: <span dir="auto">{use.title}</span> ({t(`details.fields.${use.field}`)})
              </li>
            ))}
          </ul>
        )}
      </section>
      {canWrite ? (
        <div className="border-t border-stone-200 pt-4">
          {uses.length ? <p className="mb-2 text-sm text-muted">{t("errors.used")}</p> : null}
          {uses.length === 0 ? (
            <ConfirmButton
              label={t("details.delete")}
              variant="danger"
              title={t("details.deleteTitle", { name: current.name })}
              description={t("details.deleteDescription")}
              confirmLabel={t("details.delete")}
              busy={write.isPending}
              onConfirm={async () => {
                try {
                  await write.mutateAsync({ action: "delete", id: file.id });
                  notify({ title: t("details.deleted"), tone: "success" });
                  onDeleted();
                } catch {
                  await detail.refetch();
                }
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
