import { useMemo } from "react";
import type { Language } from "#shared/i18n/languages";
import { Badge, Card, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useSystemHistory } from "../api/system-history";
import { useSystemStatus } from "../api/system-status";
import { MetricsTokenCard } from "./metrics-token-card";
import { TimeChart } from "./time-chart";
import { useSamples } from "./use-samples";

const MB = 1024 * 1024;
const GROUP_COLORS: Record<string, string> = {
  pages: "#0f766e",
  "admin-pages": "#7c3aed",
  api: "#b45309",
  "admin-api": "#be123c",
  static: "#475569",
  health: "#0369a1",
};

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** This server process, refreshed every 3 seconds, with charts of the last three minutes. */
export function SystemDashboard({ language }: { language: Language }) {
  const { t } = useTranslation("operations");
  const status = useSystemStatus();
  const history = useSystemHistory();
  const samples = useSamples(history.data, status.data);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);

  const charts = useMemo(() => {
    const times = samples.map((s) => new Date(s.at).getTime() / 1000);
    const groups = [...new Set(samples.flatMap((s) => s.requests.map((g) => g.group)))];
    const per = (pick: (g: { requestsPerSecond: number; p95Ms: number | null }) => number | null) =>
      groups.map((group) => ({
        label: group,
        color: GROUP_COLORS[group] ?? "#000",
        values: samples.map((s) => pick(s.requests.find((g) => g.group === group) ?? { requestsPerSecond: 0, p95Ms: null })),
      }));
    return {
      times,
      rate: per((g) => Math.round(g.requestsPerSecond * 100) / 100),
      p95: per((g) => g.p95Ms),
      memory: [
        { label: t("system.heap"), color: "#0f766e", values: samples.map((s) => Math.round(s.process.heapUsedBytes / MB)) },
        { label: t("system.rss"), color: "#b45309", values: samples.map((s) => Math.round(s.process.rssBytes / MB)) },
      ],
      loop: [{ label: "p99", color: "#be123c", values: samples.map((s) => s.eventLoop.p99Ms) }],
    };
  }, [samples, t]);

  if (status.isPending || history.isPending) return <LoadingRows label={t("system.loading")} rows={6} />;
  if (status.isError && !status.data) return <ErrorNote>{status.error.message}</ErrorNote>;
  const s = status.data!;
  const totalRate = s.requests.reduce((sum, g) => sum + g.requestsPerSecond, 0);

  return (
    <div className="space-y-6">
      <Card
        title={t("system.process")}
        id="process"
        actions={<Badge tone={status.isError ? "bad" : "good"}>{status.isError ? t("system.stale") : t("system.live")}</Badge>}
      >
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <Figure label={t("system.uptime")} value={t("system.minutes", { minutes: n(s.process.uptimeSeconds / 60, 1) })} />
          <Figure label={t("system.version")} value={`${s.process.version} · Node ${s.process.node}`} />
          <Figure label={t("system.heap")} value={`${n(s.process.heapUsedBytes / MB, 1)} MB`} />
          <Figure label={t("system.rss")} value={`${n(s.process.rssBytes / MB, 1)} MB`} />
          <Figure label={t("system.loopDelay")} value={`${n(s.eventLoop.p99Ms, 1)} ms`} />
          <Figure label={t("system.requestRate")} value={`${n(totalRate, 2)}/s`} testId="request-rate" />
          <Figure label={t("system.errorRate")} value={`${n(s.errorRate * 100, 1)} %`} />
          <Figure
            label={t("system.database")}
            value={`${s.database.kind === "pglite" ? "PGlite" : "PostgreSQL"} · ${s.database.sizeBytes === null ? "—" : `${n(s.database.sizeBytes / MB, 1)} MB`}`}
          />
        </dl>
      </Card>
      <Card title={t("system.charts")} id="charts">
        <div className="grid gap-6 lg:grid-cols-2">
          <TimeChart label={t("system.requestRate")} unit="/s" times={charts.times} series={charts.rate} />
          <TimeChart label={t("system.p95")} unit=" ms" times={charts.times} series={charts.p95} />
          <TimeChart label={t("system.memory")} unit=" MB" times={charts.times} series={charts.memory} />
          <TimeChart label={t("system.loopDelay")} unit=" ms" times={charts.times} series={charts.loop} />
        </div>
      </Card>
      <Card title={t("system.routeGroups")} id="routes">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-muted">
                <th className="py-1 text-start">{t("system.group")}</th>
                <th className="py-1 text-end">{t("system.requestRate")}</th>
                <th className="py-1 text-end">{t("system.p95")}</th>
                <th className="py-1 text-end">{t("system.errorRate")}</th>
              </tr>
            </thead>
            <tbody>
              {s.requests.map((g) => (
                <tr key={g.group} className="border-t border-stone-100">
                  <td className="py-1">{g.group}</td>
                  <td className="py-1 text-end">{n(g.requestsPerSecond, 2)}/s</td>
                  <td className="py-1 text-end">{g.p95Ms === null ? "—" : `${n(g.p95Ms, 1)} ms`}</td>
                  <td className="py-1 text-end">{n(g.errorRate * 100, 1)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t("system.backlog")} id="backlog">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label={t("system.outboxQueued")} value={n(s.outbox.queued)} />
            <Figure label={t("system.outboxFailed")} value={n(s.outbox.failed)} />
            <Figure label={t("system.outboxOldest")} value={s.outbox.oldestQueuedAt ? formatDateTime(s.outbox.oldestQueuedAt, language) : "—"} />
            <Figure label={t("system.openErrors")} value={n(s.openErrorGroups)} />
            <Figure label={t("system.realtime")} value={s.realtimeConnections === null ? t("system.notYet") : n(s.realtimeConnections)} />
          </dl>
        </Card>
        <Card title={t("system.outside")} id="outside">
          {s.outsideServices.length === 0 ? (
            <p className="text-sm text-muted">{t("system.noCalls")}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {s.outsideServices.map((service) => (
                <li key={service.service} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{service.service}</span>
                  <span className="text-muted">
                    {t("system.calls", { calls: n(service.calls), failures: n(service.failures) })}
                    {service.lastMs === null ? "" : ` · ${n(service.lastMs)} ms`}
                  </span>
                  <Badge tone={service.lastFailureAt && (!service.lastSuccessAt || service.lastFailureAt > service.lastSuccessAt) ? "bad" : "good"}>
                    {service.lastFailureAt && (!service.lastSuccessAt || service.lastFailureAt > service.lastSuccessAt)
                      ? t("system.failing")
                      : t("system.healthy")}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t("system.scheduler")} id="scheduler">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th className="py-1 text-start">{t("system.task")}</th>
                <th className="py-1 text-start">{t("system.lastRun")}</th>
                <th className="py-1 text-start">{t("system.outcome")}</th>
                <th className="py-1 text-start">{t("system.nextRun")}</th>
              </tr>
            </thead>
            <tbody>
              {s.scheduler.map((task) => (
                <tr key={task.name} className="border-t border-stone-100">
                  <td className="py-1 font-mono text-xs" dir="ltr">
                    {task.name}
                  </td>
                  <td className="py-1">{task.lastRunAt ? formatDateTime(task.lastRunAt, language) : "—"}</td>
                  <td className="py-1">
                    {task.lastOutcome ? <Badge tone={task.lastOutcome === "failed" ? "bad" : "good"}>{t(`system.outcomes.${task.lastOutcome}`)}</Badge> : "—"}
                  </td>
                  <td className="py-1">{task.nextRunAt ? formatDateTime(task.nextRunAt, language) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <MetricsTokenCard tokenSet={s.metricsTokenSet} />
    </div>
  );
}
