import { Search } from "lucide-react";
import { useState } from "react";
import { PLACE_CITIES } from "#shared/bookings/places";
import { OPERATOR_STATUSES } from "#shared/dispatch/dispatch-constants";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import { DOCUMENT_FILTERS, type OperatorListQuery } from "#shared/operators/operator.schema";
import { Button } from "#web/components/admin/admin-ui";
import { SelectField } from "#web/components/forms/select-field";
import { useTranslation } from "#web/lib/i18n/texts";

export type OperatorFilters = Required<Omit<OperatorListQuery, "page">>;

/** Search on submit (not on every key: a phone on slow data), filters at once; both live in the address. */
export function OperatorFiltersBar({
  filters,
  onChange,
  vehicleClasses,
  language,
}: {
  filters: OperatorFilters;
  onChange: (next: OperatorFilters) => void;
  vehicleClasses: { slug: string; name: LocalizedText }[];
  language: Language;
}) {
  const { t } = useTranslation("admin-operators");
  const [q, setQ] = useState(filters.q);
  const set = (key: keyof OperatorFilters) => (event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...filters, q, [key]: event.target.value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-label={t("filters.label")} className="mb-4 space-y-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: q.trim() });
        }}
      >
        <label htmlFor="operator-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="operator-search"
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t("search.placeholder")}
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2"
        />
        <Button type="submit" aria-label={t("actions.search")} className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t("actions.search")}</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <SelectField id="filter-status" label={t("filters.status")} value={filters.status} onChange={set("status")}>
          <option value="">{t("filters.any")}</option>
          {OPERATOR_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="filter-class" label={t("filters.vehicleClass")} value={filters.vehicleClass} onChange={set("vehicleClass")}>
          <option value="">{t("filters.any")}</option>
          {vehicleClasses.map((vehicleClass) => (
            <option key={vehicleClass.slug} value={vehicleClass.slug}>
              {vehicleClass.name[language] || vehicleClass.name.en}
            </option>
          ))}
        </SelectField>
        <SelectField id="filter-city" label={t("filters.city")} value={filters.city} onChange={set("city")}>
          <option value="">{t("filters.any")}</option>
          {PLACE_CITIES.map((city) => (
            <option key={city} value={city}>
              {t(`cities.${city}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="filter-documents" label={t("filters.documents")} value={filters.documents} onChange={set("documents")}>
          <option value="">{t("filters.any")}</option>
          {DOCUMENT_FILTERS.map((state) => (
            <option key={state} value={state}>
              {t(`documentFilters.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() => {
            setQ("");
            onChange({ q: "", status: "", vehicleClass: "", city: "", documents: "" });
          }}
        >
          {t("actions.clear")}
        </Button>
      ) : null}
    </section>
  );
}
