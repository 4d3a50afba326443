import { useForm } from "react-hook-form";
import type { z } from "zod";
import { cancelActionSchema } from "#shared/bookings/admin-bookings.schema";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

type CancelValues = z.infer<typeof cancelActionSchema>;

/** Cancelling always says why (the customer is told; the legs are cancelled too). */
export function CancelAction({ bookingId, language }: { bookingId: number; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<CancelValues>({ resolver: staffResolver(cancelActionSchema, language), defaultValues: { reason: "" } });
  const { submit, busy } = useActionSubmit(bookingId, "cancel", form);
  const { errors } = form.formState;
  return (
    <ActionSection id="action-cancel" title={t("actions.cancel")} danger>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <FormField id="cancel-reason" label={t("actions.cancelReason")} error={errors.reason?.message} {...form.register("reason")} />
        <ActionSubmit errors={errors} label={t("actions.cancel")} busy={busy} variant="danger" />
      </form>
    </ActionSection>
  );
}
