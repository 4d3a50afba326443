import { SlidersHorizontal } from "lucide-react";
import { useState, type ReactNode } from "react";
import { PAYMENT_ATTENTION_FILTERS } from "#shared/bookings/admin-bookings.schema";
import { BOOKING_SOURCES } from "#shared/bookings/booking-kinds";
import { BOOKING_STATUS_LABELS, JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import { BOOKING_STATUSES } from "#shared/bookings/booking-lifecycle";
import { JOB_STATUSES } from "#shared/bookings/job-lifecycle";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { Button } from "#web/components/admin/admin-ui";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { useFilterOptions, type TrackerFilters } from "../api/tracker-queries";

const control = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Filters and search, kept in the address (so a filtered view can be shared and survives a
 * reload). `statusKind` picks booking or job statuses; `dates` hides the dates where the tab sets them.
 * Below lg the search stays and the other filters open from a button that counts the ones set,
 * so a phone's first screen reaches the jobs.
 */
export function FiltersBar({
  filters,
  onChange,
  statusKind,
  dates,
  language,
}: {
  filters: TrackerFilters;
  onChange: (next: TrackerFilters) => void;
  statusKind: "booking" | "job";
  dates: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-jobs");
  const options = useFilterOptions();
  const set = (key: keyof TrackerFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value || undefined });
  const statuses = statusKind === "booking" ? BOOKING_STATUSES : JOB_STATUSES;
  const labels: Record<string, { en: string; ar: string }> = statusKind === "booking" ? BOOKING_STATUS_LABELS : JOB_STATUS_LABELS;
  const [open, setOpen] = useState(false);
  const bookingsList = statusKind === "booking";
  const shown: (keyof TrackerFilters)[] = [
    "status",
    "product",
    "vehicleClass",
    "source",
    ...(bookingsList ? (["payment"] as const) : []),
    ...(dates ? (["from", "to"] as const) : []),
  ];
  const active = shown.filter((key) => filters[key]).length;
  return (
    <form
      role="search"
      aria-label={t("filters.title")}
      className="mb-3 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-2 sm:grid-cols-3 sm:p-3 lg:mb-4 lg:grid-cols-8"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3 lg:col-span-2">
        <div className="min-w-0 flex-1">
          <Field id="filter-q" label={t("filters.search")}>
            <input id="filter-q" type="search" className={control} placeholder={t("filters.searchHint")} value={filters.q ?? ""} onChange={set("q")} />
          </Field>
        </div>
        <Button variant="secondary" className="shrink-0 px-3 lg:hidden" aria-expanded={open} aria-controls="tracker-filters" onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t("filters.title")}
          {active > 0 ? <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">{formatNumber(active, language)}</span> : null}
        </Button>
      </div>
      <div id="tracker-filters" className={open ? "contents" : "hidden lg:contents"}>
        {dates ? (
          <>
            <Field id="filter-from" label={t("filters.from")}>
              <input id="filter-from" type="date" className={control} value={filters.from ?? ""} onChange={set("from")} />
            </Field>
            <Field id="filter-to" label={t("filters.to")}>
              <input id="filter-to" type="date" className={control} value={filters.to ?? ""} onChange={set("to")} />
            </Field>
          </>
        ) : null}
        <Field id="filter-status" label={t("filters.status")}>
          <select id="filter-status" className={control} value={filters.status ?? ""} onChange={set("status")}>
            <option value="">{t("filters.any")}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {pickText(labels[status], language)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-product" label={t("filters.product")}>
          <select id="filter-product" className={control} value={filters.product ?? ""} onChange={set("product")}>
            <option value="">{t("filters.any")}</option>
            {options.data?.products.map((product) => (
              <option key={product.slug} value={product.slug}>
                {pickText(product.name, language)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-class" label={t("filters.vehicleClass")}>
          <select id="filter-class" className={control} value={filters.vehicleClass ?? ""} onChange={set("vehicleClass")}>
            <option value="">{t("filters.any")}</option>
            {options.data?.vehicleClasses.map((vehicleClass) => (
              <option key={vehicleClass.slug} value={vehicleClass.slug}>
                {pickText(vehicleClass.name, language)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-source" label={t("filters.source")}>
          <select id="filter-source" className={control} value={filters.source ?? ""} onChange={set("source")}>
            <option value="">{t("filters.any")}</option>
            {BOOKING_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`sources.${source}`)}
              </option>
            ))}
          </select>
        </Field>
        {bookingsList ? (
          <Field id="filter-payment" label={t("filters.payment")}>
            <select id="filter-payment" className={control} value={filters.payment ?? ""} onChange={set("payment")}>
              <option value="">{t("filters.any")}</option>
              {PAYMENT_ATTENTION_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`filters.paymentOptions.${filter}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div className="col-span-2 flex items-end sm:col-span-3 lg:col-span-8 lg:justify-end">
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={() => onChange({})}>
            {t("filters.clear")}
          </Button>
        </div>
      </div>
    </form>
  );
}
