import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { DOCUMENT_KINDS } from "#shared/dispatch/dispatch-constants";
import type { LocalizedText } from "#shared/i18n/localized-text";
import type { Language } from "#shared/i18n/languages";
import type { OperatorFormValues, OperatorInput } from "#shared/operators/operator.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { useTranslation } from "#web/lib/i18n/texts";

type Form = UseFormReturn<OperatorFormValues, unknown, OperatorInput>;

/** A titled list of rows with an add button under it and a remove button on each row. */
function Rows({ title, addLabel, onAdd, children, testId }: { title: string; addLabel: string; onAdd: () => void; children: React.ReactNode; testId: string }) {
  return (
    <fieldset className="space-y-3" data-testid={testId}>
      <legend className="text-base font-semibold text-brand-900">{title}</legend>
      {children}
      <Button variant="secondary" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

function Row({ label, onRemove, children }: { label: string; onRemove: () => void; children: React.ReactNode }) {
  const { t } = useTranslation("admin-operators");
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-stone-200 p-3">
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <div className="mt-2 flex justify-end">
        <Button variant="ghost" onClick={onRemove} aria-label={`${t("actions.remove")}: ${label}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("actions.remove")}
        </Button>
      </div>
    </div>
  );
}

export function VehiclesFields({
  form,
  vehicleClasses,
  language,
}: {
  form: Form;
  vehicleClasses: { slug: string; name: LocalizedText }[];
  language: Language;
}) {
  const { t } = useTranslation("admin-operators");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "vehicles" });
  const errors = form.formState.errors.vehicles;
  const served = form.watch("classes").map((row) => row.vehicleClass);
  return (
    <Rows
      title={t("fields.vehicles")}
      addLabel={t("actions.addVehicle")}
      testId="vehicles-fields"
      onAdd={() => append({ plate: "", model: "", vehicleClass: served[0] ?? vehicleClasses[0]?.slug ?? "", seats: 4, colour: "" })}
    >
      {fields.map((field, i) => (
        <Row key={field.id} label={t("fields.row", { label: t("fields.vehicles"), number: i + 1 })} onRemove={() => remove(i)}>
          <FormField
            id={`vehicle-${i}-plate`}
            label={t("fields.plate")}
            dir="ltr"
            required
            error={errors?.[i]?.plate?.message}
            {...form.register(`vehicles.${i}.plate`)}
          />
          <FormField
            id={`vehicle-${i}-model`}
            label={t("fields.model")}
            required
            error={errors?.[i]?.model?.message}
            {...form.register(`vehicles.${i}.model`)}
          />
          <SelectField
            id={`vehicle-${i}-class`}
            label={t("fields.vehicleClass")}
            error={errors?.[i]?.vehicleClass?.message}
            {...form.register(`vehicles.${i}.vehicleClass`)}
          >
            {vehicleClasses.map((vehicleClass) => (
              <option key={vehicleClass.slug} value={vehicleClass.slug}>
                {vehicleClass.name[language] || vehicleClass.name.en}
              </option>
            ))}
          </SelectField>
          <FormField
            id={`vehicle-${i}-seats`}
            label={t("fields.seats")}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            required
            error={errors?.[i]?.seats?.message}
            {...form.register(`vehicles.${i}.seats`, { valueAsNumber: true })}
          />
          <FormField id={`vehicle-${i}-colour`} label={t("fields.colour")} error={errors?.[i]?.colour?.message} {...form.register(`vehicles.${i}.colour`)} />
        </Row>
      ))}
    </Rows>
  );
}

export function DriversFields({ form }: { form: Form }) {
  const { t } = useTranslation("admin-operators");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "drivers" });
  const errors = form.formState.errors.drivers;
  return (
    <Rows title={t("fields.drivers")} addLabel={t("actions.addDriver")} testId="drivers-fields" onAdd={() => append({ name: "", phone: "" })}>
      {fields.map((field, i) => (
        <Row key={field.id} label={t("fields.row", { label: t("fields.drivers"), number: i + 1 })} onRemove={() => remove(i)}>
          <FormField
            id={`driver-${i}-name`}
            label={t("fields.driverName")}
            required
            error={errors?.[i]?.name?.message}
            {...form.register(`drivers.${i}.name`)}
          />
          <FormField
            id={`driver-${i}-phone`}
            label={t("fields.driverPhone")}
            type="tel"
            dir="ltr"
            autoComplete="off"
            required
            error={errors?.[i]?.phone?.message}
            {...form.register(`drivers.${i}.phone`)}
          />
        </Row>
      ))}
    </Rows>
  );
}

export function DocumentsFields({ form }: { form: Form }) {
  const { t } = useTranslation("admin-operators");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "documents" });
  const errors = form.formState.errors.documents;
  return (
    <Rows
      title={t("fields.documents")}
      addLabel={t("actions.addDocument")}
      testId="documents-fields"
      onAdd={() => append({ kind: "licence", number: "", expiresOn: "" })}
    >
      {fields.map((field, i) => (
        <Row key={field.id} label={t("fields.row", { label: t("fields.documents"), number: i + 1 })} onRemove={() => remove(i)}>
          <SelectField id={`document-${i}-kind`} label={t("fields.documentKind")} error={errors?.[i]?.kind?.message} {...form.register(`documents.${i}.kind`)}>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`documentKinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            id={`document-${i}-number`}
            label={t("fields.documentNumber")}
            dir="ltr"
            error={errors?.[i]?.number?.message}
            {...form.register(`documents.${i}.number`)}
          />
          <FormField
            id={`document-${i}-expires`}
            label={t("fields.expiresOn")}
            type="date"
            dir="ltr"
            required
            error={errors?.[i]?.expiresOn?.message}
            {...form.register(`documents.${i}.expiresOn`)}
          />
        </Row>
      ))}
    </Rows>
  );
}
