import type { Language } from "#shared/i18n/languages";
import { Badge, Card, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDatabasePerformance } from "../api/database-performance";

const KB = 1024;
const cell = "py-1 px-2";

/** Sizes, rows, scans, indexes, cache, statements and migrations of the running database. */
export function DatabasePerformanceView({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const query = useDatabasePerformance();
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const size = (bytes: number) => (bytes >= KB * KB ? `${n(bytes / KB / KB, 1)} MB` : `${n(bytes / KB, 0)} KB`);
  const maybe = (value: number | null) => (value === null ? "—" : n(value));
  if (query.isPending) return <LoadingRows label={t("database.loading")} rows={6} />;
  if (query.isError) return <ErrorNote>{query.error.message}</ErrorNote>;
  const d = query.data;
  return (
    <div className="space-y-6">
      <Card title={t("database.overview")} id="db-overview">
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-muted">{t("database.kind")}</dt>
            <dd className="text-lg font-bold">{d.kind === "pglite" ? "PGlite" : "PostgreSQL"}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("database.size")}</dt>
            <dd className="text-lg font-bold">{d.sizeBytes === null ? "—" : size(d.sizeBytes)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("database.cacheHit")}</dt>
            <dd className="text-lg font-bold">{d.cacheHitRatio === null ? "—" : `${n(d.cacheHitRatio * 100, 1)} %`}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("database.migrations")}</dt>
            <dd className="text-lg font-bold">
              {t("database.applied", { applied: n(d.migrations.applied) })}
              {d.migrations.lastAppliedAt ? (
                <span className="block text-sm font-normal text-muted">{formatDateTime(d.migrations.lastAppliedAt, language)}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("database.connections")}</dt>
            <dd className="text-lg font-bold">{maybe(d.connections)}</dd>
          </div>
        </dl>
        {d.limitations.length > 0 ? (
          <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-muted" data-testid="db-limitations">
            {d.limitations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card title={t("database.tables")} id="db-tables">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th className={`${cell} text-start`}>{t("database.table")}</th>
                <th className={`${cell} text-end`}>{t("database.size")}</th>
                <th className={`${cell} text-end`}>{t("database.rows")}</th>
                <th className={`${cell} text-end`}>{t("database.seqScans")}</th>
                <th className={`${cell} text-end`}>{t("database.indexScans")}</th>
              </tr>
            </thead>
            <tbody>
              {d.tables.map((table) => (
                <tr key={table.name} className="border-t border-stone-100">
                  <td className={`${cell} font-mono text-xs`} dir="ltr">
                    {table.name}
                  </td>
                  <td className={`${cell} text-end`}>{size(table.totalBytes)}</td>
                  <td className={`${cell} text-end`}>
                    {table.rowsExact ? "" : "≈ "}
                    {n(table.rows)}
                  </td>
                  <td className={`${cell} text-end`}>{maybe(table.seqScans)}</td>
                  <td className={`${cell} text-end`}>{maybe(table.indexScans)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={t("database.indexes")} id="db-indexes">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th className={`${cell} text-start`}>{t("database.index")}</th>
                <th className={`${cell} text-start`}>{t("database.table")}</th>
                <th className={`${cell} text-end`}>{t("database.size")}</th>
                <th className={`${cell} text-end`}>{t("database.indexScans")}</th>
              </tr>
            </thead>
            <tbody>
              {d.indexes.map((index) => (
                <tr key={index.name} className="border-t border-stone-100">
                  <td className={`${cell} font-mono text-xs`} dir="ltr">
                    {index.name} {d.unusedIndexes.includes(index.name) ? <Badge tone="warn">{t("database.unused")}</Badge> : null}
                  </td>
                  <td className={`${cell} font-mono text-xs`} dir="ltr">
                    {index.table}
                  </td>
                  <td className={`${cell} text-end`}>{size(index.bytes)}</td>
                  <td className={`${cell} text-end`}>{maybe(index.scans)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={t("database.slowest")} id="db-statements">
        {d.slowStatements === null ? (
          <p className="text-sm text-muted">{t("database.noStatements")}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {d.slowStatements.map((statement, i) => (
              <li key={i} className="rounded-lg border border-stone-200 p-2">
                <code className="block text-xs break-all" dir="ltr">
                  {statement.query}
                </code>
                <span className="text-muted">{t("database.statementFigures", { mean: n(statement.meanMs, 1), calls: n(statement.calls) })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
