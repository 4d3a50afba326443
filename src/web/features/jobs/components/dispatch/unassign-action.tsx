import { useState } from "react";
import { useForm } from "react-hook-form";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import { unassignSchema, type UnassignInput } from "#shared/dispatch/dispatch.schema";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSubmit } from "../actions/action-section";
import { staffResolver } from "../actions/staff-resolver";
import { ActionDialog } from "./action-dialog";
import { useDispatchSubmit } from "./use-dispatch-submit";

/** Takes the leg from its operator (their links stop working); the transition table says whether the note is required. */
export function UnassignAction({
  jobId,
  status,
  legNumber,
  operatorName,
  noteRequired,
  language,
}: {
  jobId: number;
  status: JobStatus;
  legNumber: number;
  operatorName: string;
  noteRequired: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-dispatch");
  const [open, setOpen] = useState(false);
  const form = useForm<UnassignInput>({ resolver: staffResolver(unassignSchema, language), defaultValues: { note: "", expectedStatus: status } });
  const { submit, busy } = useDispatchSubmit(jobId, form, (body) => ({ action: "unassign", body: { ...body, note: body.note || undefined } }), {
    onDone: () => {
      setOpen(false);
      form.reset();
    },
  });
  const { errors } = form.formState;
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t("unassign.open"), variant: "danger" }}
      title={t("unassign.title", { number: legNumber, name: operatorName })}
      description={t("unassign.intro")}
    >
      <form noValidate onSubmit={submit} className="grid gap-3" data-testid="unassign-form">
        <FormField
          id={`unassign-note-${jobId}`}
          label={t(noteRequired ? "noteRequired" : "note")}
          required={noteRequired}
          multiline
          rows={2}
          error={errors.note?.message}
          {...form.register("note")}
        />
        <ActionSubmit errors={errors} busy={busy} label={t("unassign.send")} variant="danger" />
      </form>
    </ActionDialog>
  );
}
