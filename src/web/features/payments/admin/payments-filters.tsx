import type { ReactNode } from "react";
import { PAYMENT_KINDS, PAYMENT_METHODS } from "#shared/payments/payment-kinds";
import { ONLINE_PAYMENT_STATUSES } from "#shared/payments/payment-lifecycle";
import { useTranslation } from "#web/lib/i18n/texts";
import type { StaffPaymentFilters } from "../api/staff-payments";

const control = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2";

function Field({ id, label, children, wide }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The list's filters, kept in the address: search by reference (or customer, provider id, receipt), status, method, kind, dates. */
export function PaymentsFilters({ filters, onChange }: { filters: StaffPaymentFilters; onChange: (next: StaffPaymentFilters) => void }) {
  const { t } = useTranslation("admin-payments");
  const set = (key: keyof StaffPaymentFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value || undefined });
  const select = (key: "status" | "method" | "kind", values: readonly string[], prefix: string) => (
    <Field id={`payments-${key}`} label={t(`filters.${key}`)}>
      <select id={`payments-${key}`} className={control} value={filters[key] ?? ""} onChange={set(key)}>
        <option value="">{t("filters.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${prefix}.${value}`)}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      className="mb-3 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-2 sm:grid-cols-3 sm:p-3 lg:grid-cols-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field id="payments-q" label={t("filters.q")} wide>
        <input id="payments-q" type="search" className={control} value={filters.q ?? ""} onChange={set("q")} />
      </Field>
      {select("status", ONLINE_PAYMENT_STATUSES, "status")}
      {select("method", PAYMENT_METHODS, "method")}
      {select("kind", PAYMENT_KINDS, "kind")}
      <Field id="payments-from" label={t("filters.from")}>
        <input id="payments-from" type="date" className={control} value={filters.from ?? ""} onChange={set("from")} />
      </Field>
      <Field id="payments-to" label={t("filters.to")}>
        <input id="payments-to" type="date" className={control} value={filters.to ?? ""} onChange={set("to")} />
      </Field>
    </form>
  );
}
