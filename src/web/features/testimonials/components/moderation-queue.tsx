import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { TESTIMONIAL_FILTERS, type TestimonialFilter } from "#shared/testimonials/testimonial-moderation.schema";
import { EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { useTestimonialQueue } from "../api/admin-testimonials";
import { ModerationCard } from "./moderation-card";

/** The filter by status (with counts) and the reviews of that status, newest first. */
export function ModerationQueue({
  status,
  page,
  language,
  onChange,
}: {
  status: TestimonialFilter;
  page: number;
  language: Language;
  onChange: (status: TestimonialFilter, page: number) => void;
}) {
  const { t } = useTranslation("admin");
  const queue = useTestimonialQueue(status, page);
  const counts = queue.data?.counts;
  return (
    <>
      <nav aria-label={t("testimonialsAdmin.filter")} className="mb-4 flex flex-wrap gap-2">
        {TESTIMONIAL_FILTERS.map((option) => (
          <a
            key={option}
            href={`?status=${option}`}
            aria-current={option === status ? "page" : undefined}
            onClick={(event) => {
              event.preventDefault();
              onChange(option, 1);
            }}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-stone-300 bg-white px-4 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {t(`testimonialsAdmin.filters.${option}`)}
            {counts && option !== "all" ? <span>({counts[option]})</span> : null}
          </a>
        ))}
      </nav>
      {queue.isPending ? (
        <LoadingRows label={t("common.loading")} />
      ) : queue.isError ? (
        <ErrorNote>{t("errors.loadFailed")}</ErrorNote>
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{t(`testimonialsAdmin.empty.${status}`)}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {queue.data.items.map((row) => (
              <ModerationCard key={row.id} row={row} language={language} />
            ))}
          </ul>
          <Pager page={page} totalPages={queue.data.totalPages} onPage={(next) => onChange(status, next)} label={t("testimonialsAdmin.pages")} />
        </>
      )}
    </>
  );
}
