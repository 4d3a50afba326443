import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { OperatorStats } from "#shared/operators/operators-answers";
import { formatSar } from "#shared/products/money";
import { Badge } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

/** "12 minutes", "3 hours": whole minutes under an hour and a half, whole hours after. */
function useDuration() {
  const { t } = useTranslation("admin-operators");
  return (seconds: number) => {
    if (seconds < 60) return t("stats.underMinute");
    const minutes = Math.round(seconds / 60);
    return minutes < 90 ? t("stats.minutes", { count: minutes }) : t("stats.hours", { count: Math.round(minutes / 60) });
  };
}

function Figure({ label, value, sub, testId }: { label: string; value: string; sub?: string; testId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-brand-900" data-testid={testId}>
        {value}
      </dd>
      {sub ? <dd className="text-xs text-muted">{sub}</dd> : null}
    </div>
  );
}

/** What the operator did and is due to do: upcoming legs, how they answer, legs done and what they are owed. */
export function OperatorStatsBlock({ stats, language }: { stats: OperatorStats; language: Language }) {
  const { t } = useTranslation("admin-operators");
  const duration = useDuration();
  const percent = new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent", maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(LANGUAGE_LOCALE[language]);
  return (
    <section aria-labelledby="operator-stats-title" className="space-y-4">
      <h3 id="operator-stats-title" className="text-base font-semibold text-brand-900">
        {t("stats.title")}
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label={t("stats.answerRate")}
          value={stats.answerRate === null ? t("stats.notYet") : percent.format(stats.answerRate)}
          sub={stats.asked > 0 ? t("stats.asked", { count: stats.asked }) : undefined}
          testId="stat-answer-rate"
        />
        <Figure
          label={t("stats.averageAnswer")}
          value={stats.averageAnswerSeconds === null ? "—" : duration(stats.averageAnswerSeconds)}
          testId="stat-average-answer"
        />
        <Figure label={t("stats.jobsDone")} value={number.format(stats.jobsDone)} testId="stat-jobs-done" />
        <Figure
          label={t("stats.owed")}
          value={formatSar(stats.owedHalalas, language)}
          sub={t("stats.owedThisMonth", { amount: formatSar(stats.owedThisMonthHalalas, language) })}
          testId="stat-owed"
        />
      </dl>
      <div>
        <h4 className="text-sm font-semibold text-ink">{t("stats.upcoming")}</h4>
        {stats.upcoming.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t("stats.noUpcoming")}</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-100 text-sm">
            {stats.upcoming.map((leg) => (
              <li key={leg.jobId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <bdi dir="ltr" className="font-medium">
                    {leg.reference}
                  </bdi>{" "}
                  <span className="text-muted">{t("stats.leg", { number: number.format(leg.legIndex + 1) })}</span>
                </span>
                <time dateTime={leg.pickupAt}>{formatDateTime(leg.pickupAt, language)}</time>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink">{t("stats.lastAnswers")}</h4>
        {stats.lastAnswers.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t("stats.noAnswers")}</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-100 text-sm">
            {stats.lastAnswers.map((row) => (
              <li key={`${row.jobId}-${row.askedAt}`} className="py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <bdi dir="ltr" className="font-medium">
                    {row.reference}
                  </bdi>
                  <Badge tone={row.answer === "available" ? "good" : row.answer === "unavailable" ? "bad" : "neutral"}>
                    {t(`stats.answers.${row.answer ?? "pending"}`)}
                  </Badge>
                </div>
                <p className="text-xs text-muted">
                  <time dateTime={row.askedAt}>{formatDateTime(row.askedAt, language)}</time>
                  {row.answeredAt ? ` → ${duration((Date.parse(row.answeredAt) - Date.parse(row.askedAt)) / 1000)}` : null}
                </p>
                {row.note ? (
                  <p className="text-xs text-ink" dir="auto">
                    {row.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
