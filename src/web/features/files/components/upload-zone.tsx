import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CircleAlert, UploadCloud } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { ACCEPT_ATTRIBUTE, type Visibility } from "#shared/files/file-rules";
import type { FileView } from "#shared/files/files-answers";
import { Button } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { FILES_KEY } from "../api/files";
import { uploadFile } from "../api/upload-file";
import { precheck, uploadErrorText } from "./file-format";

interface UploadItem {
  key: number;
  name: string;
  progress: number;
  status: "uploading" | "done" | "failed";
  error?: string;
}

const PARALLEL = 3;
let nextKey = 1;

/**
 * Drag and drop or the file picker, several files at once, each with its own progress bar.
 * Three go up at a time; each one that arrives refreshes the lists.
 */
export function UploadZone({
  folderId,
  accept = "any",
  onUploaded,
  showVisibility = true,
}: {
  folderId: string | null;
  accept?: "image" | "any";
  onUploaded?: (file: FileView) => void;
  showVisibility?: boolean;
}) {
  const { t } = useTranslation("admin-files");
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [visibility, setVisibility] = useState<Visibility>("public");
  const update = (key: number, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: File[]) {
    const queued = files.map((file) => ({ file, item: { key: nextKey++, name: file.name, progress: 0, status: "uploading" as const } }));
    setItems((all) => [...all, ...queued.map((q) => q.item)]);
    const fields: Record<string, string> = { visibility };
    if (folderId) fields.folderId = folderId;
    const work = [...queued];
    const worker = async () => {
      for (let next = work.shift(); next; next = work.shift()) {
        const { file, item } = next;
        const refused = precheck(file);
        if (refused) {
          update(item.key, { status: "failed", error: t(refused) });
          continue;
        }
        try {
          const stored = await uploadFile(file, fields, (progress) => update(item.key, { progress }));
          update(item.key, { status: "done", progress: 1 });
          onUploaded?.(stored);
          void client.invalidateQueries({ queryKey: FILES_KEY });
        } catch (error) {
          update(item.key, { status: "failed", error: uploadErrorText(error, file, t) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queued.length) }, worker));
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void start([...event.dataTransfer.files]);
  }

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-5 text-center transition-colors ${dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-stone-50"}`}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-brand-700" />
        <p className="font-semibold text-brand-900">{t("upload.drop")}</p>
        <p className="text-sm text-muted">{t("upload.or")}</p>
        <Button onClick={() => input.current?.click()}>{t("upload.choose")}</Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE[accept]}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("upload.choose")}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length) void start(files);
          }}
        />
        <p className="max-w-prose text-xs text-muted">{t("upload.hint")}</p>
      </div>
      {showVisibility ? (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="mb-1 font-medium">{t("upload.visibility")}</legend>
          {(["public", "private"] as const).map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-2">
              <input type="radio" name={`${inputId}-visibility`} checked={visibility === value} onChange={() => setVisibility(value)} />
              {t(`upload.${value}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {items.length ? (
        <ul className="space-y-2" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-stone-200 bg-white p-2 text-sm">
              <div className="flex items-center gap-2">
                {item.status === "done" ? <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> : null}
                {item.status === "failed" ? <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" /> : null}
                <span className="min-w-0 flex-1 truncate font-medium" dir="auto">
                  {item.name}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {item.status === "done" ? t("upload.done") : item.status === "failed" ? t("upload.failed") : `${Math.round(item.progress * 100)}%`}
                </span>
              </div>
              {item.status === "failed" ? (
                <p className="mt-1 text-red-800">{item.error}</p>
              ) : (
                <progress className="mt-1 h-2 w-full accent-brand-700" max={1} value={item.progress} aria-label={t("upload.progress", { name: item.name })} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {items.some((item) => item.status !== "uploading") ? (
        <Button variant="ghost" onClick={() => setItems((all) => all.filter((item) => item.status === "uploading"))}>
          {t("upload.dismiss")}
        </Button>
      ) : null}
    </div>
  );
}
