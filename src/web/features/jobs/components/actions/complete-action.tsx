import { useForm } from "react-hook-form";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { completeActionSchema, type CompleteAction as CompleteValues } from "#shared/bookings/admin-bookings.schema";
import { COMPLETION_NOTE_MESSAGES, completionConcern } from "#shared/bookings/completion-check";
import { staffText } from "#shared/bookings/staff-texts";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

/**
 * Closing a confirmed booking by hand: one step once the trip has happened; before a pickup still
 * to come, or after a leg that did not end normally, a warning and the reason (the server asks
 * the same, completion-check).
 */
export function CompleteAction({ detail, language, now = new Date() }: { detail: AdminBookingDetail; language: Language; now?: Date }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<CompleteValues>({ resolver: staffResolver(completeActionSchema, language), defaultValues: { note: "" } });
  const concern = completionConcern(detail.legs, now);
  const { submit, busy } = useActionSubmit(detail.id, "complete", form);
  const { errors } = form.formState;
  const checked = (event: React.FormEvent) => {
    if (concern && !form.getValues("note")?.trim()) {
      event.preventDefault();
      form.setError("note", { type: "required", message: staffText(COMPLETION_NOTE_MESSAGES[concern], language) });
      return;
    }
    void submit(event);
  };
  const lastPickup = detail.legs
    .map((leg) => leg.pickupAt)
    .sort()
    .at(-1);
  return (
    <ActionSection id="action-complete" title={t("actions.complete")}>
      <form noValidate onSubmit={checked} className="grid gap-2">
        {concern ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="complete-warning">
            {concern === "before_pickup" && lastPickup
              ? t("actions.completeEarly", { time: formatDateTime(lastPickup, language) })
              : t("actions.completeLegProblem")}
          </p>
        ) : null}
        <FormField
          id="complete-note"
          label={concern ? t("actions.completeNoteRequired") : t("actions.completeNote")}
          required={concern !== null}
          error={errors.note?.message}
          {...form.register("note")}
        />
        <ActionSubmit errors={errors} label={t("actions.complete")} busy={busy} />
      </form>
    </ActionSection>
  );
}
