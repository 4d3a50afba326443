import { useState } from "react";
import { useForm } from "react-hook-form";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import { staffJobMoveSchema, type StaffJobMoveInput } from "#shared/dispatch/dispatch.schema";
import type { Language } from "#shared/i18n/languages";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSubmit } from "../actions/action-section";
import { staffResolver } from "../actions/staff-resolver";
import { ActionDialog } from "./action-dialog";
import { useDispatchSubmit } from "./use-dispatch-submit";

/** Staff moves on the operator's behalf, shown only where the job transition table lets staff make them. */
export const STAFF_MOVES = ["confirmed", "started", "arrived", "on_board", "completed", "no_show", "declined"] as const satisfies readonly JobStatus[];

/** One move (confirm, a trip step, decline): a dialog with the note the table may require, then sent. */
export function StaffMoveAction({
  jobId,
  status,
  to,
  noteRequired,
  legNumber,
  language,
}: {
  jobId: number;
  status: JobStatus;
  to: (typeof STAFF_MOVES)[number];
  noteRequired: boolean;
  legNumber: number;
  language: Language;
}) {
  const { t } = useTranslation("admin-dispatch");
  const [open, setOpen] = useState(false);
  const form = useForm<StaffJobMoveInput>({ resolver: staffResolver(staffJobMoveSchema, language), defaultValues: { to, note: "", expectedStatus: status } });
  const { submit, busy } = useDispatchSubmit(jobId, form, (body) => ({ action: "transition", body: { ...body, note: body.note || undefined } }), {
    onDone: () => setOpen(false),
  });
  const { errors } = form.formState;
  const danger = to === "declined" || to === "no_show";
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t(`move.${to}`), variant: danger ? "danger" : "secondary" }}
      title={t("move.title", { move: t(`move.${to}`), number: legNumber })}
      description={t("move.intro")}
    >
      <form noValidate onSubmit={submit} className="grid gap-3" data-testid={`move-form-${to}`}>
        <FormField
          id={`move-note-${jobId}-${to}`}
          label={t(noteRequired ? "noteRequired" : "note")}
          required={noteRequired}
          multiline
          rows={2}
          error={errors.note?.message}
          {...form.register("note")}
        />
        <ActionSubmit errors={errors} busy={busy} label={t(`move.${to}`)} variant={danger ? "danger" : "primary"} />
      </form>
    </ActionDialog>
  );
}
