import { useForm } from "react-hook-form";
import type { z } from "zod";
import { noteActionSchema } from "#shared/bookings/admin-bookings.schema";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

type NoteValues = z.infer<typeof noteActionSchema>;

/** An internal note for the staff timeline (never shown to the customer). */
export function NoteAction({ bookingId, language }: { bookingId: number; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<NoteValues>({ resolver: staffResolver(noteActionSchema, language), defaultValues: { text: "" } });
  const { submit, busy } = useActionSubmit(bookingId, "note", form, () => form.reset({ text: "" }));
  const { errors } = form.formState;
  return (
    <ActionSection id="action-note" title={t("actions.note")}>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <FormField id="note-text" label={t("actions.noteText")} multiline rows={2} error={errors.text?.message} {...form.register("text")} />
        <ActionSubmit errors={errors} label={t("actions.saveNote")} busy={busy} />
      </form>
    </ActionSection>
  );
}
