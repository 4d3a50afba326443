import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { Badge, Card, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { DemoContentNotice } from "./demo-content-notice";
import { KpiCharts } from "./kpi-charts";
import { MarginCard } from "./margin-card";
import { useDashboard } from "../api/dashboard";
import { useDispatchMargin } from "../api/dispatch-margin";

const COUNTS = ["products", "posts", "guides", "testimonials", "contactMessages", "staff"] as const;
/** Today's work and what needs attention, first on the page. */
const KPIS = ["pickupsToday", "unassignedJobs", "quoteConversion"] as const;
const ALERTS = [
  ["openErrors", "/admin/error-logs"],
  ["outboxBacklog", "/admin/optimization"],
  ["operatorDocumentsDue", "/admin/operators?documents=due"],
] as const;

/** The first dashboard: what exists, and the latest contact messages. */
export function DashboardOverview({
  language,
  canOpenMessages,
  canSeeMargin = canOpenMessages,
  payments,
}: {
  language: Language;
  canOpenMessages: boolean;
  /** operations.write: what operators are paid (the margin) is for those who dispatch. */
  canSeeMargin?: boolean;
  /** The day's online payments (the payments feature's card, handed in by the route). */
  payments?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const query = useDashboard();
  const margin = useDispatchMargin(canSeeMargin);
  if (query.isPending) return <LoadingRows label={t("common.loading")} rows={4} />;
  if (query.isError) return <ErrorNote>{t("errors.loadFailed")}</ErrorNote>;
  const { counts, charts, recentMessages, demoContent } = query.data;
  const number = (n: number) => n.toLocaleString(LANGUAGE_LOCALE[language]);
  const alerts = ALERTS.filter(([key]) => (counts[key] ?? 0) > 0);
  return (
    <div className="space-y-6">
      {demoContent.present ? <DemoContentNotice removeCommand={demoContent.removeCommand} /> : null}
      {alerts.length > 0 ? (
        <ul className="space-y-2" aria-label={t("dashboard.alerts")}>
          {alerts.map(([key, to]) => (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3">
              <span className="font-semibold text-red-900" data-testid={`alert-${key}`}>
                {t(`dashboard.alertTexts.${key}`, { count: counts[key] ?? 0 })}
              </span>
              <Link to={to} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-900 underline">
                {t("dashboard.alertOpen")}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {KPIS.filter((key) => counts[key] !== undefined).map((key) => (
          <li key={key} className="rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm">
            <p className="text-sm text-muted">{t(`dashboard.counts.${key}`)}</p>
            <p className="mt-1 text-3xl font-bold text-brand-900" data-testid={`count-${key}`}>
              {key === "quoteConversion" ? <bdi dir="ltr">{`${number(counts[key] ?? 0)} %`}</bdi> : number(counts[key] ?? 0)}
            </p>
          </li>
        ))}
      </ul>
      {payments}
      <KpiCharts charts={charts ?? {}} language={language} />
      {margin.data ? <MarginCard days={margin.data} language={language} /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {COUNTS.filter((key) => counts[key] !== undefined).map((key) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-muted">{t(`dashboard.counts.${key}`)}</p>
            <p className="mt-1 text-3xl font-bold text-brand-900" data-testid={`count-${key}`}>
              {(counts[key] ?? 0).toLocaleString(LANGUAGE_LOCALE[language])}
            </p>
            {key === "contactMessages" && (counts.newContactMessages ?? 0) > 0 ? (
              <Badge tone="warn">{t("dashboard.newMessages", { count: counts.newContactMessages })}</Badge>
            ) : null}
          </li>
        ))}
      </ul>
      <Card
        title={t("dashboard.recentMessages")}
        id="recent-messages"
        actions={
          canOpenMessages ? (
            <Link
              to="/admin/contact-messages?view=open"
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 text-sm font-semibold text-brand-800 hover:bg-stone-100"
              data-testid="open-messages-link"
            >
              {t("contactInbox.seeAll")} ({(counts.newContactMessages ?? 0).toLocaleString(LANGUAGE_LOCALE[language])})
            </Link>
          ) : null
        }
      >
        {recentMessages.length === 0 ? (
          <EmptyState>{t("dashboard.noMessages")}</EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200">
            {recentMessages.map((message) => (
              <li key={message.id} className={`py-3 ${canOpenMessages ? "relative hover:bg-stone-50" : ""}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-ink">
                    {canOpenMessages ? (
                      <Link to={`/admin/contact-messages/${message.id}`} className="card-link">
                        {message.subject}
                      </Link>
                    ) : (
                      message.subject
                    )}{" "}
                    <span className="font-normal text-muted">
                      — <bdi>{message.name}</bdi>
                    </span>
                    {message.status === "new" ? (
                      <>
                        {" "}
                        <Badge tone="warn">{t("contactInbox.status.new")}</Badge>
                      </>
                    ) : null}
                  </p>
                  <time dateTime={message.createdAt} className="text-sm text-muted">
                    {formatDateTime(message.createdAt, language)}
                  </time>
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{message.message}</p>
                <a href={`mailto:${message.email}`} dir="ltr" className="relative z-10 text-sm text-brand-700 underline">
                  {message.email}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
