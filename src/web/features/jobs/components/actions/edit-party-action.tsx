import { useForm } from "react-hook-form";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { editActionSchema, type EditAction } from "#shared/bookings/admin-bookings.schema";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

const COUNTS = ["adults", "children", "infants", "bags"] as const;

/** The party and the customer's notes before confirmation, with the version read (409 when someone else changed it). */
export function EditPartyAction({ detail, language }: { detail: AdminBookingDetail; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<EditAction>({
    resolver: staffResolver(editActionSchema, language),
    defaultValues: {
      version: detail.version,
      adults: detail.adults,
      children: detail.children,
      infants: detail.infants,
      bags: detail.bags,
      notes: detail.notes ?? "",
    },
  });
  const { submit, busy } = useActionSubmit(detail.id, "edit", form);
  const { errors } = form.formState;
  return (
    <ActionSection id="action-edit" title={t("actions.edit")}>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {COUNTS.map((key) => (
            <FormField
              key={key}
              id={`edit-${key}`}
              label={t(`actions.${key}`)}
              type="number"
              inputMode="numeric"
              min="0"
              error={errors[key]?.message}
              {...form.register(key, { valueAsNumber: true })}
            />
          ))}
        </div>
        <FormField id="edit-notes" label={t("actions.customerNotes")} multiline rows={2} error={errors.notes?.message} {...form.register("notes")} />
        {errors.version ? <p className="text-sm font-medium text-red-700">{errors.version.message}</p> : null}
        <ActionSubmit errors={errors} label={t("actions.saveEdit")} busy={busy} />
      </form>
    </ActionSection>
  );
}
