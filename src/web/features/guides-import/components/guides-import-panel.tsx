import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { GUIDE_IMPORT_LIMITS, type GuideImportAnswer } from "#shared/content/guide-import.schema";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { useImportGuides } from "../api/import-guides";
import { ImportResults } from "./import-results";

/** Choose files → dry run (nothing changes) → import the valid rows, after a confirmation. */
export function GuidesImportPanel() {
  const { t } = useTranslation("admin");
  const run = useImportGuides();
  const [files, setFiles] = useState<File[]>([]);
  const [answer, setAnswer] = useState<GuideImportAnswer | null>(null);
  const [error, setError] = useState("");
  // Checked here first: the server refuses a larger upload before reading it and closes the
  // connection, which a browser still sending may report as a lost connection instead.
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const tooLarge = totalBytes > GUIDE_IMPORT_LIMITS.maxBytes;
  const send = (step: "dry-run" | "commit") =>
    run.mutateAsync({ step, files }).then(
      (result) => {
        setAnswer(result);
        setError("");
      },
      (failure: Error) => {
        setAnswer(null);
        setError(failure.message);
      },
    );
  const valid = answer?.dryRun ? answer.summary.create + answer.summary.update : 0;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="guides-files" className="block text-sm font-medium text-ink">
          {t("guidesImport.chooseFiles")}
        </label>
        <input
          id="guides-files"
          type="file"
          multiple
          accept=".csv,.json,.md,text/csv,application/json,text/markdown"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setAnswer(null);
            setError("");
          }}
          className="mt-1 block w-full rounded-lg border border-stone-400 bg-white p-2 text-sm file:me-3 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-900"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={files.length === 0 || tooLarge} busy={run.isPending && run.variables?.step === "dry-run"} onClick={() => void send("dry-run")}>
          {t("guidesImport.dryRun")}
        </Button>
        {answer?.dryRun && valid > 0 ? (
          <ConfirmButton
            label={t("guidesImport.import", { count: valid })}
            title={t("guidesImport.confirmTitle")}
            description={t("guidesImport.confirmText", { create: answer.summary.create, update: answer.summary.update, error: answer.summary.error })}
            confirmLabel={t("guidesImport.confirm")}
            busy={run.isPending && run.variables?.step === "commit"}
            onConfirm={() => send("commit")}
          />
        ) : null}
      </div>
      <ErrorNote>
        {tooLarge
          ? t("guidesImport.tooLarge", {
              size: (totalBytes / (1024 * 1024)).toFixed(1),
              megabytes: GUIDE_IMPORT_LIMITS.maxBytes / (1024 * 1024),
            })
          : error}
      </ErrorNote>
      {answer ? <ImportResults answer={answer} /> : null}
    </div>
  );
}
