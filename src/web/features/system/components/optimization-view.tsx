import { Link } from "react-router";
import type { Language } from "#shared/i18n/languages";
import type { Recommendation } from "#shared/system/optimization";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { Badge, Card, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useOptimization, useRunOptimizationAction } from "../api/optimization";

const TONE = { high: "bad", medium: "warn", low: "neutral" } as const;

/** Recommendations, most urgent first, each with why, what to do, and a safe action where there is one. */
export function OptimizationView({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const query = useOptimization();
  const action = useRunOptimizationAction();
  if (query.isPending) return <LoadingRows label={t("optimization.loading")} rows={5} />;
  if (query.isError) return <ErrorNote>{query.error.message}</ErrorNote>;
  const { recommendations, skipped, checkedAt } = query.data;
  const figures = (r: Recommendation) =>
    Object.fromEntries(
      Object.entries(r.figures).map(([key, value]) => [
        key,
        key.endsWith("Bytes") ? `${formatNumber(value / 1024, language, 1)} KB` : formatNumber(value, language),
      ]),
    );
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t("optimization.checkedAt", { at: formatDateTime(checkedAt, language) })}</p>
      {action.data ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t(`optimization.done.${action.data.action}`, { count: action.data.affected })}
        </p>
      ) : null}
      {action.isError ? <ErrorNote>{action.error.message}</ErrorNote> : null}
      {recommendations.length === 0 ? (
        <EmptyState>{t("optimization.none")}</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={t("optimization.list")}>
          {recommendations.map((r) => (
            <li key={r.id} data-testid={`recommendation-${r.check}`}>
              <Card>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-brand-900">{t(`optimization.checks.${r.check}.title`, { subject: r.subject, ...figures(r) })}</h2>
                  <Badge tone={TONE[r.severity]}>{t(`optimization.severity.${r.severity}`)}</Badge>
                </div>
                <p className="mt-2 text-sm">{t(`optimization.checks.${r.check}.why`, { subject: r.subject, ...figures(r) })}</p>
                <p className="mt-1 text-sm text-muted">{t(`optimization.checks.${r.check}.todo`, { subject: r.subject, ...figures(r) })}</p>
                {r.statement ? (
                  <pre dir="ltr" className="mt-3 overflow-x-auto rounded-lg bg-stone-100 p-3 text-xs">
                    <code>{r.statement}</code>
                  </pre>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {r.action ? (
                    <ConfirmButton
                      label={t(`optimization.actions.${r.action}.label`)}
                      title={t(`optimization.actions.${r.action}.title`)}
                      description={t(`optimization.actions.${r.action}.description`, figures(r))}
                      confirmLabel={t(`optimization.actions.${r.action}.label`)}
                      busy={action.isPending}
                      onConfirm={() => action.mutateAsync(r.action!)}
                    />
                  ) : null}
                  {r.link ? (
                    <Link
                      to={r.link}
                      className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
                    >
                      {t("optimization.open", { page: t(`optimization.pages.${r.link.replace("/admin/", "")}`) })}
                    </Link>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {skipped.length > 0 ? (
        <Card title={t("optimization.skipped")} id="optimization-skipped">
          <ul className="space-y-2 text-sm" data-testid="optimization-skipped">
            {skipped.map((s) => (
              <li key={s.check}>
                <span className="font-semibold">{t(`optimization.checks.${s.check}.name`)}</span>
                {": "}
                <span dir="ltr" className="text-muted">
                  {s.reason}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
