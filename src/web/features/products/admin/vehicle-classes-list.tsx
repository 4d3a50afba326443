import { useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import type { AdminVehicleClass } from "#shared/products/catalogue-admin-answers";
import { Badge, Button, EmptyState } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { CatalogueRow } from "./catalogue-row";
import { EditDialog } from "./edit-dialog";
import { VehicleClassForm } from "./vehicle-class-form";

export function VehicleClassesList({ vehicleClasses, canWrite, language }: { vehicleClasses: AdminVehicleClass[]; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const [editing, setEditing] = useState<AdminVehicleClass | "new" | null>(null);
  return (
    <>
      {canWrite ? (
        <div className="mb-3 flex justify-end">
          <Button onClick={() => setEditing("new")}>{t("actions.addVehicleClass")}</Button>
        </div>
      ) : null}
      {vehicleClasses.length === 0 ? <EmptyState>{t("empty")}</EmptyState> : null}
      <ul className="divide-y divide-stone-200">
        {vehicleClasses.map((vehicleClass) => (
          <CatalogueRow
            key={vehicleClass.id}
            testId={`vehicle-class-${vehicleClass.slug}`}
            title={pickText(vehicleClass.name, language)}
            badge={<Badge tone={vehicleClass.active ? "good" : "neutral"}>{t(vehicleClass.active ? "status.active" : "status.inactive")}</Badge>}
            details={
              <>
                {t("passengersBags", { passengers: vehicleClass.passengers, bags: vehicleClass.bags })}
                {vehicleClass.features.length ? ` · ${vehicleClass.features.map((f) => pickText(f, language)).join(", ")}` : ""}
              </>
            }
            canWrite={canWrite}
            onEdit={() => setEditing(vehicleClass)}
            deletePath={`/api/admin/vehicle-classes/${vehicleClass.id}`}
          />
        ))}
      </ul>
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? t("actions.addVehicleClass") : editing ? pickText(editing.name, language) : ""}
      >
        {editing !== null ? <VehicleClassForm vehicleClass={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
      </EditDialog>
    </>
  );
}
