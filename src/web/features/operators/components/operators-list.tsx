import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { OperatorListRow } from "#shared/operators/operators-answers";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { DocumentBadge } from "./document-badge";

type ClassNames = Map<string, string>;

function StatusBadge({ status }: { status: OperatorListRow["status"] }) {
  const { t } = useTranslation("admin-operators");
  return <Badge tone={status === "active" ? "good" : "neutral"}>{t(`status.${status}`)}</Badge>;
}

/** The operator's name as the one control that opens it (a card or a table row is otherwise plain text). */
function OpenName({ row, onOpen }: { row: OperatorListRow; onOpen: (id: number) => void }) {
  const { t } = useTranslation("admin-operators");
  return (
    <button
      type="button"
      onClick={() => onOpen(row.id)}
      aria-label={t("list.open", { name: row.name })}
      className="card-link text-start font-semibold text-brand-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <bdi>{row.name}</bdi>
    </button>
  );
}

/**
 * Operators as cards on a phone and a table from the md breakpoint: each shows the status, the
 * document warning (red expired, amber expiring), the cities, the classes and the fleet's size.
 */
export function OperatorsList({
  rows,
  classNames,
  onOpen,
  language,
}: {
  rows: OperatorListRow[];
  classNames: ClassNames;
  onOpen: (id: number) => void;
  language: Language;
}) {
  const { t } = useTranslation("admin-operators");
  const list = new Intl.ListFormat(LANGUAGE_LOCALE[language], { style: "long", type: "conjunction" });
  const cities = (row: OperatorListRow) => list.format(row.serviceAreas.map((city) => t(`cities.${city}`)));
  const classes = (row: OperatorListRow) => list.format(row.classes.map((slug) => classNames.get(slug) ?? slug));
  const fleet = (row: OperatorListRow) => `${t("list.vehicles", { count: row.vehicleCount })} · ${t("list.drivers", { count: row.driverCount })}`;
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="operator-cards">
        {rows.map((row) => (
          <li key={row.id} className="link-card rounded-xl border border-stone-200 bg-white p-4" data-testid="operator-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <OpenName row={row} onOpen={onOpen} />
              <StatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {t(`kinds.${row.kind}`)} · <bdi dir="ltr">{row.phone}</bdi>
            </p>
            <p className="mt-1 text-sm text-ink">{cities(row)}</p>
            <p className="mt-1 text-sm text-muted">{classes(row)}</p>
            <p className="mt-1 text-sm text-muted">{fleet(row)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <DocumentBadge warning={row.documentWarning} />
              {row.demo ? <Badge>{t("list.example")}</Badge> : null}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-start text-sm" data-testid="operator-table">
          <thead>
            <tr className="border-b border-stone-200 text-start text-muted">
              {(["name", "phone", "areas", "classes", "fleet", "documents", "status"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                  {t(`list.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-100 align-top hover:bg-stone-50">
                <td className="px-3 py-3">
                  <OpenName row={row} onOpen={onOpen} />
                  <p className="text-xs text-muted">{t(`kinds.${row.kind}`)}</p>
                  {row.demo ? <Badge>{t("list.example")}</Badge> : null}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <bdi dir="ltr">{row.phone}</bdi>
                </td>
                <td className="px-3 py-3">{cities(row)}</td>
                <td className="px-3 py-3">{classes(row)}</td>
                <td className="px-3 py-3 whitespace-nowrap">{fleet(row)}</td>
                <td className="px-3 py-3">
                  <DocumentBadge warning={row.documentWarning} />
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
