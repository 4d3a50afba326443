import type { AdminJobRow } from "#shared/bookings/api-contract";
import { JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { EmptyState } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { boardColumns, COLLAPSED_COLUMNS } from "./board-columns";
import { JobCard } from "./job-card";
import { riyadhDay } from "./labels";

type Href = (bookingId: number) => string;

/** A trip that will not run: its job or its whole booking is cancelled. */
const isCancelled = (job: AdminJobRow) => job.status === "cancelled" || job.bookingStatus === "cancelled";

/**
 * Jobs in time order; cancelled trips are set apart after the live ones, lighter, under their own
 * heading (they used to sit among the live ones at the same weight).
 */
export function JobList({ jobs, language, showDay, href }: { jobs: AdminJobRow[]; language: Language; showDay: boolean; href: Href }) {
  const { t } = useTranslation("admin-jobs");
  if (jobs.length === 0) return <EmptyState>{t("empty")}</EmptyState>;
  const live = jobs.filter((job) => !isCancelled(job));
  const cancelled = jobs.filter(isCancelled);
  return (
    <>
      {live.length === 0 ? <EmptyState>{t("empty")}</EmptyState> : null}
      <ul className="grid gap-2 lg:grid-cols-2">
        {live.map((job) => (
          <JobCard key={job.id} job={job} language={language} showDay={showDay} detailHref={href(job.bookingId)} />
        ))}
      </ul>
      {cancelled.length > 0 ? (
        <section aria-labelledby="jobs-cancelled" className="mt-6">
          <h2 id="jobs-cancelled" className="mb-2 flex items-center gap-2 text-sm font-semibold text-muted">
            {t("cancelledApart")} <span className="tabular-nums">{formatNumber(cancelled.length, language)}</span>
          </h2>
          <ul className="grid gap-2 lg:grid-cols-2">
            {cancelled.map((job) => (
              <JobCard key={job.id} job={job} language={language} showDay={showDay} detailHref={href(job.bookingId)} muted />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Columns by dispatch state (board-columns.ts): not assigned, availability asked, assigned, driver
 * confirmed, the trip steps while a leg is in one, then Completed and Cancelled folded until
 * opened. Sideways on wide screens, stacked on phones.
 */
export function Board({ jobs, language, href }: { jobs: AdminJobRow[]; language: Language; href: Href }) {
  return (
    <div className="grid gap-3 md:flex md:items-start md:overflow-x-auto md:pb-2">
      {boardColumns(jobs).map(({ column, jobs: own }) => {
        const label = pickText(JOB_STATUS_LABELS[column], language);
        const heading = (
          <>
            {label} <span className="tabular-nums text-muted">{formatNumber(own.length, language)}</span>
          </>
        );
        const cards = (
          <ul className="grid gap-2">
            {own.map((job) => (
              <JobCard key={job.id} job={job} language={language} showDay detailHref={href(job.bookingId)} muted={column === "cancelled"} />
            ))}
          </ul>
        );
        return COLLAPSED_COLUMNS.includes(column) ? (
          <details key={column} data-testid={`column-${column}`} className="rounded-xl bg-stone-100 p-2 md:w-56 md:shrink-0 md:open:w-72">
            <summary className="flex min-h-9 cursor-pointer items-center justify-between gap-2 px-1 text-sm font-semibold text-brand-900">{heading}</summary>
            <div className="mt-2">{cards}</div>
          </details>
        ) : (
          <section key={column} data-testid={`column-${column}`} aria-label={label} className="rounded-xl bg-stone-100 p-2 md:w-72 md:shrink-0">
            <h2 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-brand-900">{heading}</h2>
            {cards}
          </section>
        );
      })}
    </div>
  );
}

/**
 * Seven Riyadh days from `start`: a row of columns on wide screens, one day under another on
 * phones. A day's cards are compact (every line wraps inside the column; nothing is clipped).
 */
export function WeekCalendar({ jobs, start, language, href }: { jobs: AdminJobRow[]; start: string; language: Language; href: Href }) {
  const { t } = useTranslation("admin-jobs");
  const days = Array.from({ length: 7 }, (_, i) => riyadhDate(new Date(new Date(`${start}T12:00:00+03:00`).getTime() + i * 86_400_000)));
  return (
    <div className="grid gap-2 lg:grid-cols-7">
      {days.map((day) => {
        const own = jobs.filter((job) => riyadhDate(new Date(job.pickupAt)) === day);
        return (
          <section key={day} data-testid={`day-${day}`} className="min-w-0 rounded-xl bg-stone-100 p-2">
            <h2 className="mb-2 px-1 text-sm font-semibold text-brand-900">{riyadhDay(`${day}T12:00:00+03:00`, language)}</h2>
            {own.length === 0 ? <p className="px-1 text-xs text-muted">{t("empty")}</p> : null}
            <ul className="grid gap-2">
              {own.map((job) => (
                <JobCard key={job.id} job={job} language={language} detailHref={href(job.bookingId)} compact muted={isCancelled(job)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
