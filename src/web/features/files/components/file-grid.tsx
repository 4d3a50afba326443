import { Lock } from "lucide-react";
import type { FileView } from "#shared/files/files-answers";
import type { Language } from "#shared/i18n/languages";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { formatBytes } from "./file-format";
import { FileThumbnail } from "./file-thumbnail";

/** Files as cards with their previews; each card is one button that opens the file. */
export function FileGrid({
  files,
  language,
  onOpen,
  label,
}: {
  files: FileView[];
  language: Language;
  onOpen: (file: FileView) => void;
  label?: (file: FileView) => string;
}) {
  const { t } = useTranslation("admin-files");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-testid="file-grid">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            onClick={() => onOpen(file)}
            aria-label={label ? label(file) : t("details.open", { name: file.name })}
            className="group flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-start shadow-sm hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <FileThumbnail file={file} className="aspect-[4/3] h-auto w-full" />
            <span className="flex w-full flex-col gap-0.5 p-2">
              <span className="flex items-center gap-1 text-sm font-medium text-ink">
                {file.visibility === "private" ? <Lock aria-label={t("table.private")} className="size-3.5 shrink-0 text-amber-700" /> : null}
                <span className="truncate" dir="auto">
                  {file.name}
                </span>
              </span>
              <span className="text-xs text-muted">
                {formatBytes(file.size, language)}
                {file.width && file.height ? (
                  <>
                    {" · "}
                    <bdi dir="ltr">{`${file.width}×${file.height}`}</bdi>
                  </>
                ) : null}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The same files as rows: name, type, size, pixels and date; the name opens the file. */
export function FileTable({ files, language, onOpen }: { files: FileView[]; language: Language; onOpen: (file: FileView) => void }) {
  const { t } = useTranslation("admin-files");
  const cell = "px-2 py-2 align-middle";
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="file-table">
        <thead className="bg-stone-50 text-start text-xs text-muted">
          <tr>
            <th className={`${cell} w-14 text-start`}>
              <span className="sr-only">{t("table.preview")}</span>
            </th>
            <th className={`${cell} text-start`}>{t("table.name")}</th>
            <th className={`${cell} hidden text-start sm:table-cell`}>{t("table.type")}</th>
            <th className={`${cell} text-end`}>{t("table.size")}</th>
            <th className={`${cell} hidden text-end md:table-cell`}>{t("table.dimensions")}</th>
            <th className={`${cell} hidden text-start lg:table-cell`}>{t("table.added")}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} className="border-t border-stone-100">
              <td className={cell}>
                <FileThumbnail file={file} className="size-10 rounded" />
              </td>
              <td className={`${cell} max-w-48 sm:max-w-none`}>
                <button
                  type="button"
                  onClick={() => onOpen(file)}
                  className="block max-w-full truncate text-start font-medium text-brand-800 underline-offset-2 hover:underline"
                  dir="auto"
                >
                  {file.name}
                </button>
                {file.visibility === "private" ? <span className="text-xs text-amber-800">{t("table.private")}</span> : null}
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{t(`kinds.${file.kind}`)}</td>
              <td className={`${cell} text-end whitespace-nowrap`}>{formatBytes(file.size, language)}</td>
              <td className={`${cell} hidden text-end md:table-cell`}>
                {file.width && file.height ? <bdi dir="ltr">{`${file.width}×${file.height}`}</bdi> : "—"}
              </td>
              <td className={`${cell} hidden whitespace-nowrap lg:table-cell`}>{formatDateTime(file.createdAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
