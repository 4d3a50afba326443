import { lazy, Suspense } from "react";
import type { DispatchMarginDay } from "#shared/dispatch/dispatch-api";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { Card } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

const MarginChart = lazy(() => import("./margin-chart"));
const COLORS = { customer: "#1d4ed8", operator: "#b45309", margin: "#047857" } as const;

/**
 * The margin per Makkah day (pickup day, last 14; dispatch's figures): customers' total for the
 * legs with an operator price, operators' cost and what is left, as a chart and as a table (the
 * figures, for every reader), newest first.
 */
export function MarginCard({ days, language }: { days: DispatchMarginDay[]; language: Language }) {
  const { t } = useTranslation("admin-dispatch");
  const { t: tAdmin } = useTranslation("admin");
  const locale = LANGUAGE_LOCALE[language];
  const sar = (halalas: number) => formatSar(halalas, language);
  const day = (at: string) => new Date(`${at}T12:00:00Z`).toLocaleDateString(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const total = days.reduce((sum, d) => sum + d.marginHalalas, 0);
  return (
    <Card title={t("margin.title")} id="chart-marginPerDay">
      <p className="text-sm text-muted" data-testid="chart-total-marginPerDay">
        {t("margin.total", { amount: sar(total) })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-3 text-xs text-muted" aria-hidden="true">
        {(["customer", "operator", "margin"] as const).map((key) => (
          <li key={key} className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-full" style={{ backgroundColor: COLORS[key] }} />
            {t(`margin.${key}`)}
          </li>
        ))}
      </ul>
      <Suspense fallback={<div className="h-44" />}>
        <div dir="ltr">
          <MarginChart days={days} />
        </div>
      </Suspense>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-800">{tAdmin("dashboard.figures")}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full min-w-[18rem]" data-testid="margin-table">
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {t("margin.day")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("margin.customer")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("margin.operator")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("margin.margin")}
                </th>
              </tr>
            </thead>
            <tbody>
              {days
                .slice()
                .reverse()
                .map((d) => (
                  <tr key={d.day} className="border-t border-stone-100">
                    <th scope="row" className="py-1 text-start font-normal text-muted">
                      {day(d.day)}
                    </th>
                    <td className="py-1 text-end tabular-nums">{sar(d.customerHalalas)}</td>
                    <td className="py-1 text-end tabular-nums">{sar(d.operatorHalalas)}</td>
                    <td className={`py-1 text-end font-semibold tabular-nums ${d.marginHalalas < 0 ? "text-red-800" : ""}`}>{sar(d.marginHalalas)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
