import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type FieldPath, type Resolver } from "react-hook-form";
import { PLACE_CITIES } from "#shared/bookings/places";
import { OPERATOR_KINDS } from "#shared/dispatch/dispatch-constants";
import { LANGUAGES, type Language } from "#shared/i18n/languages";
import type { LocalizedText } from "#shared/i18n/localized-text";
import { operatorInputSchema, type OperatorFormValues, type OperatorInput } from "#shared/operators/operator.schema";
import type { OperatorDetail } from "#shared/operators/operators-answers";
import { operatorsText } from "#shared/operators/operators-texts";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { SelectField } from "#web/components/forms/select-field";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useSaveOperator } from "../api/operators";
import { ClassesField } from "./classes-field";
import { DocumentsFields, DriversFields, VehiclesFields } from "./fleet-fields";

const EMPTY: OperatorFormValues = {
  name: "",
  kind: "company",
  phone: "",
  whatsapp: true,
  email: "",
  language: "ar",
  spokenLanguages: ["ar"],
  serviceAreas: [],
  classes: [],
  vehicles: [],
  drivers: [],
  documents: [],
  notes: "",
};

const valuesOf = (operator: OperatorDetail): OperatorFormValues => ({
  name: operator.name,
  kind: operator.kind,
  phone: operator.phone,
  whatsapp: operator.whatsapp,
  email: operator.email,
  language: operator.language,
  spokenLanguages: operator.spokenLanguages,
  serviceAreas: operator.serviceAreas,
  classes: operator.classes,
  vehicles: operator.vehicles,
  drivers: operator.drivers,
  documents: operator.documents.map(({ kind, number, expiresOn }) => ({ kind, number, expiresOn })),
  notes: operator.notes,
});

const codesOf = (text: string) =>
  text
    .split(/[,،\s]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/**
 * The whole operator in one form (the shared schema through the zod resolver, as the server
 * checks it): contact, cities, classes with their default price, and vehicles, drivers and
 * documents as repeatable rows. Saving replaces the operator whole; an edit names its version.
 */
export function OperatorForm({
  operator,
  vehicleClasses,
  language,
  onSaved,
  onCancel,
}: {
  operator: OperatorDetail | null;
  vehicleClasses: { slug: string; name: LocalizedText }[];
  language: Language;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin-operators");
  const save = useSaveOperator();
  const form = useForm<OperatorFormValues, unknown, OperatorInput>({
    resolver: translatedResolver(zodResolver(operatorInputSchema) as unknown as Resolver<OperatorFormValues>, (english) =>
      operatorsText(english, language),
    ) as unknown as Resolver<OperatorFormValues, unknown, OperatorInput>,
    defaultValues: operator ? valuesOf(operator) : EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: operator?.id ?? null, version: operator?.version ?? 1, operator: values });
      notify({ tone: "success", title: t("toasts.saved") });
      onSaved(saved.id);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [path, message] of fields) form.setError(path.replace(/^operator\./, "") as FieldPath<OperatorFormValues>, { type: "server", message });
      if (!fields.length) notify({ tone: "error", title: t("toasts.failed"), description: (error as Error).message });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="operator-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="operator-name" label={t("fields.name")} required error={errors.name?.message} {...form.register("name")} />
        <SelectField id="operator-kind" label={t("fields.kind")} error={errors.kind?.message} {...form.register("kind")}>
          {OPERATOR_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          id="operator-phone"
          label={t("fields.phone")}
          hint={t("fields.phoneHint")}
          type="tel"
          dir="ltr"
          autoComplete="off"
          required
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <label htmlFor="operator-whatsapp" className="flex min-h-10 items-center gap-2 self-end text-sm font-medium text-ink">
          <input id="operator-whatsapp" type="checkbox" className="size-5 accent-brand-700" {...form.register("whatsapp")} />
          {t("fields.whatsapp")}
        </label>
        <FormField id="operator-email" label={t("fields.email")} type="email" dir="ltr" error={errors.email?.message} {...form.register("email")} />
        <SelectField id="operator-language" label={t("fields.language")} error={errors.language?.message} {...form.register("language")}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="spokenLanguages"
          render={({ field }) => (
            <FormField
              id="operator-spoken"
              label={t("fields.spokenLanguages")}
              hint={t("fields.spokenHint")}
              dir="ltr"
              defaultValue={field.value.join(", ")}
              onChange={(event) => field.onChange(codesOf(event.target.value))}
              onBlur={field.onBlur}
              error={
                errors.spokenLanguages?.message ?? (errors.spokenLanguages as unknown as { message?: string }[] | undefined)?.find?.((e) => e?.message)?.message
              }
            />
          )}
        />
      </div>

      <fieldset aria-describedby={errors.serviceAreas ? "operator-areas-error" : undefined}>
        <legend className="text-sm font-medium text-ink">{t("fields.serviceAreas")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {PLACE_CITIES.map((city) => (
            <label key={city} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" value={city} className="size-5 accent-brand-700" {...form.register("serviceAreas")} />
              {t(`cities.${city}`)}
            </label>
          ))}
        </div>
        {errors.serviceAreas ? (
          <p id="operator-areas-error" className="text-sm font-medium text-red-700">
            {errors.serviceAreas.message ?? errors.serviceAreas.root?.message}
          </p>
        ) : null}
      </fieldset>

      <Controller
        control={form.control}
        name="classes"
        render={({ field }) => (
          <ClassesField
            value={field.value}
            onChange={field.onChange}
            vehicleClasses={vehicleClasses}
            language={language}
            error={errors.classes?.message ?? errors.classes?.root?.message}
            rowErrors={errors.classes as never}
          />
        )}
      />

      <VehiclesFields form={form} vehicleClasses={vehicleClasses} language={language} />
      <DriversFields form={form} />
      <DocumentsFields form={form} />

      <FormField id="operator-notes" label={t("fields.notes")} multiline rows={3} error={errors.notes?.message} {...form.register("notes")} />

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6">
        <Button variant="secondary" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
