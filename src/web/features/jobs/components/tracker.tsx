import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookings, useJobs, type TrackerFilters } from "../api/tracker-queries";
import { BookingCard } from "./booking-card";
import type { LegExtra } from "./booking-detail";
import { BookingPanel } from "./booking-panel";
import { CountsBar } from "./counts-bar";
import { FiltersBar } from "./filters-bar";
import { NewBookingPanel } from "./new-booking-panel";
import { Board, JobList, WeekCalendar } from "./views";

const TABS = ["today", "upcoming", "board", "calendar", "bookings"] as const;
type Tab = (typeof TABS)[number];
const FILTER_KEYS = ["from", "to", "status", "product", "vehicleClass", "source", "payment", "q"] as const;
const PAGE = 50;
const addDays = (day: string, days: number) => riyadhDate(new Date(new Date(`${day}T12:00:00+03:00`).getTime() + days * 86_400_000));

/**
 * The job tracker: tabs, filters and the open booking live in the address (?tab=&q=&booking=),
 * so a view can be shared and the back button closes the panel.
 */
export function Tracker({
  title,
  intro,
  language,
  canWrite,
  liveMap,
  legExtra,
}: {
  title: string;
  intro: string;
  language: Language;
  canWrite: boolean;
  /** The live map of legs under way (the tracking feature, composed by the route); it opens bookings in this page's panel. */
  liveMap?: (links: { open: (bookingId: number) => void; href: (bookingId: number) => string }) => ReactNode;
  legExtra?: LegExtra;
}) {
  const { t } = useTranslation("admin-jobs");
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as Tab) : "today";
  const filters: TrackerFilters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const limit = Number(params.get("limit")) || PAGE;
  const today = riyadhDate(new Date());
  const weekStart = /^\d{4}-\d{2}-\d{2}$/.test(params.get("week") ?? "") ? params.get("week")! : today;
  const bookingId = Number(params.get("booking")) || null;
  const creating = canWrite && params.get("new") === "1";

  const update = (change: Record<string, string | undefined>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const href = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("booking", String(id));
    return `?${next.toString()}`;
  };

  const jobFilters: TrackerFilters =
    tab === "today"
      ? { ...filters, from: today, to: today, limit: 200 }
      : tab === "upcoming"
        ? { ...filters, from: addDays(today, 1), to: undefined, limit }
        : tab === "calendar"
          ? { ...filters, from: weekStart, to: addDays(weekStart, 6), limit: 200 }
          : { ...filters, from: filters.from ?? today, limit: 200 };
  // The payment filter is the bookings list's; the legs' reads never carry it.
  delete jobFilters.payment;
  const bookings = useBookings(tab === "bookings" ? { ...filters, limit } : { limit: 1 });
  const jobs = useJobs(jobFilters);
  const list = tab === "bookings" ? bookings : jobs;

  return (
    <>
      {/* The heading and the New booking button share a line; the intro waits for a wider screen (issue: a phone's first screen showed no job). */}
      <header className="mb-3 flex items-start justify-between gap-3 sm:mb-6">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{title}</h1>
          <p className="mt-1 hidden text-muted sm:block">{intro}</p>
        </div>
        {canWrite ? (
          <Button className="shrink-0 px-3 sm:px-4" onClick={() => update({ new: "1", booking: undefined }, false)}>
            <Plus aria-hidden="true" className="size-4" />
            {t("newBooking.open")}
          </Button>
        ) : null}
      </header>
      {bookings.data ? <CountsBar counts={bookings.data.counts} language={language} /> : null}
      {liveMap?.({ open: (id) => update({ booking: String(id) }, false), href })}
      {/* Five equal tabs on a phone (none cut off); a row from sm up. */}
      <div role="tablist" aria-label={t("admin:pages.jobs")} className="mb-3 grid grid-cols-5 gap-0.5 rounded-xl bg-stone-100 p-1 sm:flex sm:gap-1">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => update({ tab: name === "today" ? undefined : name, limit: undefined, status: undefined, payment: undefined }, false)}
            className={`min-h-10 min-w-0 rounded-lg px-0.5 text-xs font-semibold sm:shrink-0 sm:px-3 sm:text-sm sm:whitespace-nowrap ${tab === name ? "bg-white text-brand-900 shadow-sm" : "text-stone-700 hover:bg-white/60"}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <FiltersBar
        filters={filters}
        onChange={(next) => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key]])))}
        statusKind={tab === "bookings" ? "booking" : "job"}
        dates={tab === "board" || tab === "bookings"}
        language={language}
      />
      {tab === "calendar" ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <Button variant="secondary" onClick={() => update({ week: addDays(weekStart, -7) })}>
            {t("week.previous")}
          </Button>
          <p className="font-semibold">{t("week.label", { date: weekStart })}</p>
          <Button variant="secondary" onClick={() => update({ week: addDays(weekStart, 7) })}>
            {t("week.next")}
          </Button>
        </div>
      ) : null}
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {list.isPending ? (
          <LoadingRows label={t("admin:common.loading")} />
        ) : list.isError ? (
          <ErrorNote>{list.error.message}</ErrorNote>
        ) : tab === "bookings" && bookings.data ? (
          <>
            <ul className="grid gap-2 lg:grid-cols-2">
              {bookings.data.rows.map((booking) => (
                <BookingCard key={booking.id} booking={booking} language={language} detailHref={href(booking.id)} />
              ))}
            </ul>
            {bookings.data.rows.length === 0 ? <p className="text-muted">{t("empty")}</p> : null}
            <p className="mt-3 text-sm text-muted">{t("shown", { shown: bookings.data.rows.length, total: bookings.data.total })}</p>
            {bookings.data.total > bookings.data.rows.length ? (
              <Button variant="secondary" className="mt-2" onClick={() => update({ limit: String(Math.min(limit + PAGE, 200)) })}>
                {t("loadMore")}
              </Button>
            ) : null}
          </>
        ) : jobs.data ? (
          tab === "board" ? (
            <Board jobs={jobs.data.rows} language={language} href={href} />
          ) : tab === "calendar" ? (
            <WeekCalendar jobs={jobs.data.rows} start={weekStart} language={language} href={href} />
          ) : (
            <JobList jobs={jobs.data.rows} language={language} showDay={tab === "upcoming"} href={href} />
          )
        ) : null}
      </div>
      <NewBookingPanel
        open={creating}
        onClose={() => update({ new: undefined }, false)}
        onCreated={(id) => update({ new: undefined, booking: String(id), tab: "bookings", q: undefined, status: undefined, source: undefined })}
        language={language}
      />
      <BookingPanel bookingId={bookingId} onClose={() => update({ booking: undefined }, false)} language={language} canWrite={canWrite} legExtra={legExtra} />
    </>
  );
}
