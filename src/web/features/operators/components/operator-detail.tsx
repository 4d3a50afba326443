import { PLACE_CITIES } from "#shared/bookings/places";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import type { OperatorDetail } from "#shared/operators/operators-answers";
import { formatSar } from "#shared/products/money";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDeleteOperator } from "../api/operators";
import { DocumentBadge } from "./document-badge";
import { OperatorStatsBlock } from "./operator-stats";
import { StatusButton } from "./status-button";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2 border-t border-stone-200 pt-4">
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/** One operator: contact, fleet, documents, figures; edit, suspend or reactivate, and delete (refused once they had jobs). */
export function OperatorDetailView({
  operator,
  classNames,
  canWrite,
  language,
  onEdit,
  onDeleted,
}: {
  operator: OperatorDetail;
  classNames: Map<string, string>;
  canWrite: boolean;
  language: Language;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("admin-operators");
  const remove = useDeleteOperator(operator.id);
  const list = new Intl.ListFormat(LANGUAGE_LOCALE[language], { style: "long", type: "conjunction" });
  const className = (slug: string) => classNames.get(slug) ?? slug;
  const dateFormat = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { dateStyle: "medium", timeZone: "UTC", calendar: "gregory" });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
  return (
    <div className="space-y-4" data-testid="operator-detail">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={operator.status === "active" ? "good" : "neutral"}>{t(`status.${operator.status}`)}</Badge>
        <Badge>{t(`kinds.${operator.kind}`)}</Badge>
        <DocumentBadge warning={operator.documentWarning} />
      </div>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onEdit}>{t("actions.edit")}</Button>
          <StatusButton operator={operator} />
        </div>
      ) : null}

      <Section title={t("detail.contact")}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("fields.phone")}</dt>
          <dd>
            <bdi dir="ltr">{operator.phone}</bdi> · {operator.whatsapp ? t("detail.whatsapp") : t("detail.noWhatsapp")}
          </dd>
          {operator.email ? (
            <>
              <dt className="text-muted">{t("fields.email")}</dt>
              <dd>
                <bdi dir="ltr">{operator.email}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-muted">{t("fields.language")}</dt>
          <dd>{t(`languages.${operator.language}`)}</dd>
          {operator.spokenLanguages.length ? (
            <>
              <dt className="text-muted">{t("fields.spokenLanguages")}</dt>
              <dd>{list.format(operator.spokenLanguages.map((code) => code.toUpperCase()))}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t("fields.serviceAreas")}</dt>
          <dd>{list.format(PLACE_CITIES.filter((city) => operator.serviceAreas.includes(city)).map((city) => t(`cities.${city}`)))}</dd>
        </dl>
        {operator.notes ? (
          <p className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-line" dir="auto">
            {operator.notes}
          </p>
        ) : null}
      </Section>

      <Section title={t("fields.classes")}>
        <ul className="text-sm">
          {operator.classes.map((row) => (
            <li key={row.vehicleClass} className="flex justify-between gap-2 py-1">
              <span>{className(row.vehicleClass)}</span>
              <span className="text-muted">{row.defaultPriceHalalas === null ? t("detail.noPrice") : formatSar(row.defaultPriceHalalas, language)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("detail.fleet")}>
        {operator.vehicles.length === 0 ? (
          <p className="text-sm text-muted">{t("detail.noVehicles")}</p>
        ) : (
          <ul className="text-sm">
            {operator.vehicles.map((vehicle) => (
              <li key={vehicle.plate} className="py-1">
                <bdi dir="ltr" className="font-medium">
                  {vehicle.plate}
                </bdi>{" "}
                · {vehicle.model} · {className(vehicle.vehicleClass)} · {t("fields.seats")}{" "}
                {new Intl.NumberFormat(LANGUAGE_LOCALE[language]).format(vehicle.seats)}
                {vehicle.colour ? ` · ${vehicle.colour}` : ""}
              </li>
            ))}
          </ul>
        )}
        {operator.drivers.length === 0 ? (
          <p className="text-sm text-muted">{t("detail.noDrivers")}</p>
        ) : (
          <ul className="text-sm">
            {operator.drivers.map((driver, i) => (
              <li key={i} className="py-1">
                <bdi>{driver.name}</bdi> · <bdi dir="ltr">{driver.phone}</bdi>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t("fields.documents")}>
        {operator.documents.length === 0 ? (
          <p className="text-sm text-muted">{t("detail.noDocuments")}</p>
        ) : (
          <ul className="text-sm">
            {operator.documents.map((document, i) => (
              <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <span>
                  {t(`documentKinds.${document.kind}`)}
                  {document.number ? (
                    <>
                      {" "}
                      · <bdi dir="ltr">{document.number}</bdi>
                    </>
                  ) : null}
                </span>
                <span className="flex items-center gap-2">
                  <time dateTime={document.expiresOn}>{day(document.expiresOn)}</time>
                  <Badge tone={document.state === "expired" ? "bad" : document.state === "expiring" ? "warn" : "good"}>
                    {t(`documentStates.${document.state}`)}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="border-t border-stone-200 pt-4">
        <OperatorStatsBlock stats={operator.stats} language={language} />
      </div>

      {canWrite ? (
        <Section title={t("detail.dangerZone")}>
          {operator.hasJobs ? (
            <p className="text-sm text-muted">{t("detail.hasJobs")}</p>
          ) : (
            <ConfirmButton
              label={t("actions.delete")}
              title={t("confirm.deleteTitle", { name: operator.name })}
              description={t("confirm.deleteBody")}
              confirmLabel={t("actions.delete")}
              busy={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(undefined);
                  notify({ tone: "success", title: t("toasts.deleted") });
                  onDeleted();
                } catch (error) {
                  notify({ tone: "error", title: t("toasts.failed"), description: (error as Error).message });
                }
              }}
            />
          )}
        </Section>
      ) : null}
    </div>
  );
}
