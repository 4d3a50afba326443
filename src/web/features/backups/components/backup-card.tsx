import { backupWarning } from "#shared/backups/backup-status";
import type { Language } from "#shared/i18n/languages";
import { Badge, Card, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBackupStatus } from "../api/backup-status";

const MB = 1024 * 1024;

/** The last backup on the system dashboard, with a warning when it is over a day old or failed. */
export function BackupCard({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const status = useBackupStatus();
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  if (status.isPending) return <LoadingRows label={t("backups.loading")} rows={2} />;
  if (status.isError) return <ErrorNote>{status.error.message}</ErrorNote>;
  const s = status.data;
  const warning = backupWarning(s, Date.now());
  const last = s.lastSuccess;
  return (
    <Card
      title={t("backups.title")}
      id="backups"
      actions={
        <Badge tone={!s.enabled ? "neutral" : warning ? "bad" : "good"}>
          {!s.enabled ? t("backups.off") : warning ? t("backups.attention") : t("backups.ok")}
        </Badge>
      }
    >
      {warning ? (
        <p role="alert" data-testid="backup-warning" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {warning === "failed" ? t("backups.failed", { message: s.lastFailure?.message ?? "" }) : t(`backups.${warning}`)}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl border border-stone-200 p-3">
          <dt className="text-sm text-muted">{t("backups.last")}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900" data-testid="backup-last">
            {last ? formatDateTime(last.at, language) : "—"}
          </dd>
        </div>
        <div className="rounded-xl border border-stone-200 p-3">
          <dt className="text-sm text-muted">{t("backups.size")}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900" data-testid="backup-size">
            {last ? t("backups.sizeValue", { size: n(last.bytes / MB, 1), seconds: n(last.ms / 1000, 1) }) : "—"}
          </dd>
        </div>
        <div className="rounded-xl border border-stone-200 p-3">
          <dt className="text-sm text-muted">{t("backups.where")}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900">{t(`backups.destination.${s.destination}`)}</dd>
        </div>
        <div className="rounded-xl border border-stone-200 p-3">
          <dt className="text-sm text-muted">{t("backups.keptLabel")}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900">{t("backups.kept", { count: s.kept })}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        {t(s.contents === "files" ? "backups.filesOnly" : "backups.contents", { daily: n(s.keep.daily), weekly: n(s.keep.weekly) })}{" "}
        <span dir="ltr" className="font-mono text-xs">
          {s.schedule}
        </span>
      </p>
    </Card>
  );
}
