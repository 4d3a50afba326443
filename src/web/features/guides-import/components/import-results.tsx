import { useTranslation } from "#web/lib/i18n/texts";
import type { GuideImportAnswer } from "#shared/content/guide-import.schema";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { downloadText, reportCsv } from "./import-report";

const TONE = { create: "good", update: "warn", error: "bad" } as const;

/** Each row with what happens (or happened) to it and why not, and the report to download. */
export function ImportResults({ answer }: { answer: GuideImportAnswer }) {
  const { t } = useTranslation("admin");
  const name = (action: "create" | "update" | "error") => t(`guidesImport.actions.${action}`);
  return (
    <div className="space-y-3" data-testid="import-results">
      <p role="status" className="font-semibold text-ink">
        {t(answer.dryRun ? "guidesImport.summaryDry" : "guidesImport.summaryDone", answer.summary)}
      </p>
      <Button variant="secondary" onClick={() => downloadText(answer.dryRun ? "guides-dry-run.csv" : "guides-import-report.csv", reportCsv(answer.rows, name))}>
        {t("guidesImport.downloadReport")}
      </Button>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {answer.rows.map((row) => (
          <li key={row.row} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-3" data-testid="import-row">
            <span className="w-10 shrink-0 text-sm text-muted">{row.row}</span>
            <span className="min-w-0 flex-1">
              <code className="break-all text-sm font-semibold text-ink" dir="ltr">
                {row.slug || "—"}
              </code>
              <span className="block text-xs break-all text-muted" dir="ltr">
                {row.source}
              </span>
              {row.errors.length > 0 ? (
                <ul className="mt-1 list-disc ps-5 text-sm text-red-900" dir="ltr">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
            </span>
            <span className="self-start">
              <Badge tone={TONE[row.action]}>{name(row.action)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
