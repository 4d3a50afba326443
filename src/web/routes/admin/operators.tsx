import "#web/features/operators/components/operators-texts";
import { Plus } from "lucide-react";
import { useOutletContext, useSearchParams } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { operatorListQuerySchema } from "#shared/operators/operator.schema";
import { Button, Card, EmptyState, ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { useOperators } from "#web/features/operators/api/operators";
import { OperatorFiltersBar, type OperatorFilters } from "#web/features/operators/components/operator-filters";
import { OperatorSheet, type SheetState } from "#web/features/operators/components/operator-sheet";
import { OperatorsList } from "#web/features/operators/components/operators-list";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/operators";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.operators");

const FILTER_KEYS = ["q", "status", "vehicleClass", "city", "documents"] as const;

/** The address's filters, page and open operator ("?operator=12", "&edit=1", "?operator=new"); junk in it is no filter. */
function readParams(params: URLSearchParams) {
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""]));
  const parsed = operatorListQuerySchema.safeParse(raw);
  const filters: OperatorFilters = parsed.success
    ? {
        q: parsed.data.q ?? "",
        status: parsed.data.status ?? "",
        vehicleClass: parsed.data.vehicleClass ?? "",
        city: parsed.data.city ?? "",
        documents: parsed.data.documents ?? "",
      }
    : { q: "", status: "", vehicleClass: "", city: "", documents: "" };
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(params.get("page"))) || 1));
  const open = params.get("operator");
  const id = open && /^[1-9]\d{0,9}$/.test(open) ? Number(open) : null;
  const sheet: SheetState =
    open === "new" ? { kind: "new" } : id === null ? { kind: "closed" } : params.get("edit") === "1" ? { kind: "edit", id } : { kind: "view", id };
  return { filters, page, sheet };
}

/** /admin/operators: every role reads; operations and admin add, edit, suspend and delete (operations.write). */
export default function Operators({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-operators");
  const staff = useOutletContext<StaffSummary>();
  const canWrite = staff.permissions.includes("operations.write");
  const [params, setParams] = useSearchParams();
  const { filters, page, sheet } = readParams(params);
  const operators = useOperators({ ...filters, page });
  const vehicleClasses = operators.data?.vehicleClasses ?? [];
  const classNames = new Map(vehicleClasses.map((c) => [c.slug, c.name[loaderData.language] || c.name.en]));

  const write = (next: { filters?: OperatorFilters; page?: number; sheet?: SheetState }) => {
    const f = next.filters ?? filters;
    const s = next.sheet ?? sheet;
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (f[key]) search.set(key, f[key]);
    const p = next.filters ? 1 : (next.page ?? page);
    if (p > 1) search.set("page", String(p));
    if (s.kind === "new") search.set("operator", "new");
    if (s.kind === "view" || s.kind === "edit") search.set("operator", String(s.id));
    if (s.kind === "edit") search.set("edit", "1");
    setParams(search, { preventScrollReset: true });
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("admin:pages.operators")} intro={t("intro")} />
        {canWrite ? (
          <Button onClick={() => write({ sheet: { kind: "new" } })} data-testid="new-operator">
            <Plus aria-hidden="true" className="size-4" />
            {t("actions.new")}
          </Button>
        ) : null}
      </div>
      {canWrite ? null : <p className="mb-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t("readOnly")}</p>}
      <Card>
        <OperatorFiltersBar filters={filters} onChange={(next) => write({ filters: next })} vehicleClasses={vehicleClasses} language={loaderData.language} />
        {operators.isPending ? (
          <LoadingRows label={t("admin:common.loading")} rows={5} />
        ) : operators.isError ? (
          <ErrorNote>{t("admin:errors.loadFailed")}</ErrorNote>
        ) : operators.data.items.length === 0 ? (
          <EmptyState>{filtered ? t("list.emptyFiltered") : t("list.empty")}</EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite" data-testid="operator-count">
              {t("list.count", { count: operators.data.total })}
            </p>
            <OperatorsList
              rows={operators.data.items}
              classNames={classNames}
              onOpen={(id) => write({ sheet: { kind: "view", id } })}
              language={loaderData.language}
            />
            <Pager page={operators.data.page} totalPages={operators.data.totalPages} onPage={(next) => write({ page: next })} label={t("list.pages")} />
          </>
        )}
      </Card>
      <OperatorSheet
        state={sheet}
        onState={(next) => write({ sheet: next })}
        vehicleClasses={vehicleClasses}
        canWrite={canWrite}
        language={loaderData.language}
      />
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
