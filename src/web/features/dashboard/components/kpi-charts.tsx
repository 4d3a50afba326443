import { lazy, Suspense } from "react";
import type { DashboardAnswer, DashboardChartKey } from "#shared/dashboard/dashboard-answer";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { Card } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

// uPlot comes with the charts only (decision 007), after the figures are on screen.
const KpiChart = lazy(() => import("./kpi-chart"));
const COLORS: Partial<Record<DashboardChartKey, string>> = { contactMessagesPerDay: "#0f766e", bookingsPerDay: "#1d4ed8", revenuePerWeek: "#b45309" };
const ORDER: DashboardChartKey[] = ["bookingsPerDay", "contactMessagesPerDay", "revenuePerWeek"];

/** Each series the viewer may see: a bar chart, its total, and its last points as text. */
export function KpiCharts({ charts, language }: { charts: DashboardAnswer["charts"]; language: Language }) {
  const { t } = useTranslation("admin");
  const locale = LANGUAGE_LOCALE[language];
  const day = (at: string) => new Date(`${at}T12:00:00Z`).toLocaleDateString(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const keys = ORDER.filter((key) => charts[key]);
  if (keys.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {keys.map((key) => {
        const points = charts[key]!;
        const total = points.reduce((sum, p) => sum + p.value, 0);
        const value = (n: number) => (key === "revenuePerWeek" ? t("dashboard.riyals", { amount: n.toLocaleString(locale) }) : n.toLocaleString(locale));
        return (
          <Card key={key} title={t(`dashboard.charts.${key}`)} id={`chart-${key}`}>
            <p className="text-sm text-muted" data-testid={`chart-total-${key}`}>
              {t(`dashboard.chartTotals.${key}`, { total: value(total) })}
            </p>
            <Suspense fallback={<div className="h-40" />}>
              <div dir="ltr">
                <KpiChart points={points} color={COLORS[key] ?? "#1d4ed8"} />
              </div>
            </Suspense>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-brand-800">{t("dashboard.figures")}</summary>
              <table className="mt-2 w-full">
                <tbody>
                  {points
                    .slice()
                    .reverse()
                    .map((p) => (
                      <tr key={p.at} className="border-t border-stone-100">
                        <th scope="row" className="py-1 text-start font-normal text-muted">
                          {key === "revenuePerWeek" ? t("dashboard.weekOf", { day: day(p.at) }) : day(p.at)}
                        </th>
                        <td className="py-1 text-end tabular-nums">{value(p.value)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </details>
          </Card>
        );
      })}
    </div>
  );
}
