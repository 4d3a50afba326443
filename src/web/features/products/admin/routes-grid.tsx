import { useState } from "react";
import { ZONES, ZONE_NAMES } from "#shared/bookings/zones";
import type { Language } from "#shared/i18n/languages";
import { pickText, type LocalizedText } from "#shared/i18n/localized-text";
import type { AdminCatalogue, AdminProduct } from "#shared/products/catalogue-admin-answers";
import { productRoutesInputSchema } from "#shared/products/catalogue-admin.schema";
import { catalogueText } from "#shared/products/catalogue-texts";
import { legShapeOf, startsOnly } from "#shared/products/product-routes";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { useCatalogueWrite } from "../api/catalogue";
import { copyDown, emptyCell, gridRowsOf, newRowKey, routesPayload, type GridRow } from "./route-grid-values";
import { StopsEditor } from "./stops-editor";

const cellInput = "w-20 rounded-md border border-stone-300 px-2 py-1.5 text-sm tabular-nums";
const selectInput = "rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm";

/**
 * The route × vehicle class grid of one product: each row a route (from → to and "both ways", or a
 * start place for tours and hourly hire), each cell the price in SAR for that class (blank: not
 * offered), per hour with a minimum for hourly hire. "Copy down" repeats a row's prices in every
 * row below. Saved at once; the server checks it all again.
 */
export function RoutesGrid({
  catalogue,
  product,
  canWrite,
  language,
}: {
  catalogue: AdminCatalogue;
  product: AdminProduct;
  canWrite: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-products");
  const uiLanguage = useLanguage();
  const write = useCatalogueWrite();
  const [rows, setRows] = useState<GridRow[]>(() => gridRowsOf(catalogue, product.id));
  const [stops, setStops] = useState<LocalizedText[]>(product.stops);
  const [problem, setProblem] = useState<string | null>(null);
  const startOnly = startsOnly(product.kind);
  const hourly = legShapeOf(product.kind) === "hourly";
  const classes = catalogue.vehicleClasses;
  const zoneName = (zone: string) => (zone ? pickText(ZONE_NAMES[zone as keyof typeof ZONE_NAMES], uiLanguage) : "");
  const update = (index: number, change: (row: GridRow) => GridRow) => setRows((current) => current.map((row, i) => (i === index ? change(row) : row)));
  const setCell = (index: number, classId: number, field: "riyals" | "minimumHours", value: string) =>
    update(index, (row) => ({ ...row, cells: { ...row.cells, [classId]: { ...(row.cells[classId] ?? emptyCell()), [field]: value } } }));

  const save = async () => {
    const payload = routesPayload(rows, stops, startOnly, hourly);
    const parsed = productRoutesInputSchema.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const rowNumber = issue.path[0] === "routes" ? Number(issue.path[1]) + 1 : null;
      setProblem(`${rowNumber ? `${t("routes.row", { number: rowNumber })}: ` : ""}${catalogueText(issue.message, uiLanguage)}`);
      return;
    }
    setProblem(null);
    try {
      await write.mutateAsync({ method: "POST", path: `/api/admin/products/${product.id}/routes`, body: parsed.data });
      notify({ tone: "success", title: t("saved") });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
      setProblem(fields[0] ?? (error as Error).message);
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-muted">{t(startOnly ? "routes.introStart" : "routes.introTransfer")}</p>
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t("routes.caption", { name: pickText(product.name, language) })}</caption>
          <thead className="bg-stone-50 text-start">
            <tr>
              {/* The route column stays in view while the prices scroll sideways on narrow screens. */}
              <th scope="col" className="sticky start-0 z-10 bg-stone-50 px-2 py-2 text-start font-semibold">
                {t(startOnly ? "routes.start" : "routes.route")}
              </th>
              {classes.map((vehicleClass) => (
                <th key={vehicleClass.id} scope="col" className="px-2 py-2 text-start font-semibold">
                  {pickText(vehicleClass.name, uiLanguage)}
                  <span className="block text-xs font-normal text-muted">{t(hourly ? "routes.sarPerHour" : "routes.sarPerTrip")}</span>
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">{t("routes.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row, index) => {
              const label = `${zoneName(row.fromZone)}${startOnly ? "" : ` → ${zoneName(row.toZone)}`}`;
              return (
                <tr key={row.key} data-testid={`route-row-${index}`}>
                  <td className="sticky start-0 z-10 bg-white px-2 py-2 align-top">
                    <div className="grid gap-1">
                      <select
                        aria-label={t(startOnly ? "routes.startOfRow" : "routes.fromOfRow", { number: index + 1 })}
                        className={selectInput}
                        value={row.fromZone}
                        disabled={!canWrite}
                        onChange={(event) => update(index, (r) => ({ ...r, fromZone: event.target.value as GridRow["fromZone"] }))}
                      >
                        <option value="">{t(startOnly ? "routes.choose" : "routes.chooseFrom")}</option>
                        {ZONES.map((zone) => (
                          <option key={zone} value={zone}>
                            {zoneName(zone)}
                          </option>
                        ))}
                      </select>
                      {startOnly ? null : (
                        <>
                          <select
                            aria-label={t("routes.toOfRow", { number: index + 1 })}
                            className={selectInput}
                            value={row.toZone}
                            disabled={!canWrite}
                            onChange={(event) => update(index, (r) => ({ ...r, toZone: event.target.value as GridRow["toZone"] }))}
                          >
                            <option value="">{t("routes.chooseTo")}</option>
                            {ZONES.map((zone) => (
                              <option key={zone} value={zone}>
                                {`→ ${zoneName(zone)}`}
                              </option>
                            ))}
                          </select>
                          <label className="flex items-center gap-2 text-xs">
                            <input
                              type="checkbox"
                              aria-label={t("routes.bothWaysOf", { route: label })}
                              className="size-4"
                              checked={row.bothWays}
                              disabled={!canWrite}
                              onChange={(event) => update(index, (r) => ({ ...r, bothWays: event.target.checked }))}
                            />
                            <span aria-hidden="true">{t("routes.bothWays")}</span>
                          </label>
                        </>
                      )}
                    </div>
                  </td>
                  {classes.map((vehicleClass) => {
                    const cell = row.cells[vehicleClass.id] ?? emptyCell();
                    const className = pickText(vehicleClass.name, uiLanguage);
                    return (
                      <td key={vehicleClass.id} className="px-2 py-2 align-top">
                        <input
                          type="number"
                          inputMode="decimal"
                          step="0.01"
                          min="0"
                          aria-label={t("routes.priceOf", { route: label, vehicleClass: className })}
                          placeholder={t("routes.notOffered")}
                          className={cellInput}
                          value={cell.riyals}
                          disabled={!canWrite}
                          onChange={(event) => setCell(index, vehicleClass.id, "riyals", event.target.value)}
                        />
                        {hourly ? (
                          <input
                            type="number"
                            inputMode="numeric"
                            min="1"
                            max="24"
                            aria-label={t("routes.minimumOf", { route: label, vehicleClass: className })}
                            placeholder={t("routes.minHoursShort")}
                            className={`${cellInput} mt-1`}
                            value={cell.minimumHours}
                            disabled={!canWrite}
                            onChange={(event) => setCell(index, vehicleClass.id, "minimumHours", event.target.value)}
                          />
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="px-2 py-2 align-top">
                    {canWrite ? (
                      <div className="flex flex-col gap-1">
                        {index < rows.length - 1 ? (
                          <Button variant="ghost" onClick={() => setRows((current) => copyDown(current, index))}>
                            {t("routes.copyDown")}
                            <span className="sr-only"> {label}</span>
                          </Button>
                        ) : null}
                        <Button variant="ghost" onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                          {t("routes.remove")}
                          <span className="sr-only"> {label}</span>
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">{t("routes.none")}</p> : null}
      {legShapeOf(product.kind) === "tour" ? <StopsEditor stops={stops} onChange={setStops} canWrite={canWrite} /> : null}
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setRows((current) => [...current, { id: null, key: newRowKey(), fromZone: "", toZone: "", bothWays: true, cells: {} }])}
          >
            {t("routes.add")}
          </Button>
          <Button busy={write.isPending} onClick={() => void save()}>
            {t("routes.save")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
