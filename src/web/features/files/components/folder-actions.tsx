import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { fileNameSchema } from "#shared/files/files.schema";
import type { FolderView } from "#shared/files/files-answers";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { useTranslation } from "#web/lib/i18n/texts";
import { useFileWrite } from "../api/files";

/** A new folder (inside the chosen one), and renaming or deleting the chosen folder. */
export function FolderActions({ folder, onCreated, onDeleted }: { folder: FolderView | null; onCreated: (id: string) => void; onDeleted: () => void }) {
  const { t } = useTranslation("admin-files");
  const write = useFileWrite();
  const [mode, setMode] = useState<"idle" | "create" | "rename">("idle");
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const parsed = fileNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t("errors.save"));
    try {
      if (mode === "create") {
        const created = (await write.mutateAsync({ action: "createFolder", name: parsed.data, parentId: folder?.id ?? null })) as FolderView;
        onCreated(created.id);
      } else if (folder) await write.mutateAsync({ action: "renameFolder", id: folder.id, name: parsed.data });
      setMode("idle");
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message.includes("already exists") ? t("errors.nameTaken") : t("errors.save"));
    }
  }

  if (mode !== "idle")
    return (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="min-w-0 flex-1 text-sm font-medium">
          {t("folders.newName")}
          <input
            autoFocus
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5"
          />
        </label>
        <Button type="submit" busy={write.isPending}>
          {mode === "create" ? t("folders.create") : t("folders.rename")}
        </Button>
        <Button variant="secondary" onClick={() => setMode("idle")}>
          {t("admin:common.cancel")}
        </Button>
        <div className="basis-full">
          <ErrorNote>{problem}</ErrorNote>
        </div>
      </form>
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        onClick={() => {
          setName("");
          setMode("create");
        }}
      >
        <FolderPlus aria-hidden="true" className="size-4" />
        {t("folders.new")}
      </Button>
      {folder ? (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setName(folder.name);
              setMode("rename");
            }}
          >
            {t("folders.rename")}
          </Button>
          <ConfirmButton
            label={t("folders.delete")}
            title={t("folders.deleteTitle", { name: folder.name })}
            description={t("folders.deleteDescription")}
            confirmLabel={t("folders.delete")}
            onConfirm={async () => {
              try {
                await write.mutateAsync({ action: "deleteFolder", id: folder.id });
                onDeleted();
              } catch {
                setProblem(t("errors.notEmpty"));
              }
            }}
          />
        </>
      ) : null}
      <div className="basis-full">
        <ErrorNote>{problem}</ErrorNote>
      </div>
    </div>
  );
}
