import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { DispatchCandidate } from "#shared/dispatch/dispatch-api";
import { assignSchema, type AssignInput } from "#shared/dispatch/dispatch.schema";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSubmit } from "../actions/action-section";
import { staffResolver } from "../actions/staff-resolver";
import { useCandidates } from "../../api/dispatch-queries";
import { RiyalsField } from "#web/components/forms/riyals-field";
import { useDispatchSubmit } from "./use-dispatch-submit";

/**
 * Assign (loaded when opened): an operator who may be assigned, the operator price prefilled
 * from their default for the class, a note. The server's 409 "dispatch.overlap" shows their
 * other legs and asks; confirming sends the same form again with acceptOverlap.
 */
export default function AssignForm({
  jobId,
  status,
  preselect,
  language,
  onDone,
}: {
  jobId: number;
  status: JobStatus;
  preselect: number | null;
  language: Language;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin-dispatch");
  const candidates = useCandidates(jobId, true);
  if (candidates.isPending) return <LoadingRows label={t("loading")} />;
  if (candidates.isError) return <ErrorNote>{candidates.error.message}</ErrorNote>;
  return <Form jobId={jobId} status={status} preselect={preselect} language={language} onDone={onDone} candidates={candidates.data} />;
}

type OverlapLeg = { jobId: number; reference: string; pickupAt: string };

function Form({
  jobId,
  status,
  preselect,
  language,
  onDone,
  candidates,
}: {
  jobId: number;
  status: JobStatus;
  preselect: number | null;
  language: Language;
  onDone: () => void;
  candidates: DispatchCandidate[];
}) {
  // Reassigning takes the leg from its operator first: the table wants a note for that.
  const noteRequired = status === "assigned" || status === "confirmed";
  const { t } = useTranslation("admin-dispatch");
  const eligible = candidates.filter((candidate) => candidate.blocked === null);
  const first = eligible.find((candidate) => candidate.id === preselect) ?? (eligible.length === 1 ? eligible[0] : undefined);
  const form = useForm<AssignInput>({
    resolver: staffResolver(assignSchema, language),
    defaultValues: { operatorId: first?.id ?? 0, operatorPriceHalalas: first?.defaultPriceHalalas ?? Number.NaN, note: "", expectedStatus: status },
  });
  const [overlap, setOverlap] = useState<{ message: string; legs: OverlapLeg[] } | null>(null);
  const { submit, busy } = useDispatchSubmit(jobId, form, (body) => ({ action: "assign", body: { ...body, note: body.note || undefined } }), {
    onDone,
    onRefusal: (error, values) => {
      if (error.code !== "dispatch.overlap") return false;
      const legs = (error.body as { overlap?: OverlapLeg[] } | null)?.overlap;
      setOverlap({ message: error.message, legs: legs ?? candidates.find((candidate) => candidate.id === values.operatorId)?.busyWith ?? [] });
      return true;
    },
  });
  const chosen = candidates.find((candidate) => candidate.id === form.watch("operatorId"));
  const { errors } = form.formState;

  if (overlap)
    return (
      <div className="grid gap-3" role="alertdialog" aria-labelledby="overlap-title" data-testid="overlap-confirm">
        <h4 id="overlap-title" className="font-semibold text-amber-900">
          {t("assign.overlapTitle")}
        </h4>
        <p className="text-sm">{overlap.message}</p>
        <p className="text-sm text-muted">{t("assign.overlapText")}</p>
        <ul className="list-disc ps-5 text-sm">
          {overlap.legs.map((leg) => (
            <li key={leg.jobId}>{t("assign.overlapLeg", { reference: leg.reference, time: formatDateTime(leg.pickupAt, language) })}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOverlap(null)}>
            {t("close")}
          </Button>
          <Button
            busy={busy}
            onClick={() => {
              form.setValue("acceptOverlap", true);
              setOverlap(null);
              void submit();
            }}
          >
            {t("assign.overlapConfirm")}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="assign-form">
      <div>
        <label htmlFor="assign-operator" className="block text-sm font-medium text-ink">
          {t("assign.operator")}
        </label>
        <select
          id="assign-operator"
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink ${errors.operatorId ? "border-red-600" : "border-stone-400"}`}
          aria-invalid={errors.operatorId ? true : undefined}
          {...form.register("operatorId", {
            setValueAs: Number,
            onChange: (event: { target: { value: string } }) => {
              const next = eligible.find((candidate) => candidate.id === Number(event.target.value));
              if (next?.defaultPriceHalalas !== null && next?.defaultPriceHalalas !== undefined)
                form.setValue("operatorPriceHalalas", next.defaultPriceHalalas);
            },
          })}
        >
          <option value={0}>{t("assign.choose")}</option>
          {eligible.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
              {candidate.answer === "available" ? ` · ${t("answer.available")}` : ""}
            </option>
          ))}
        </select>
        {errors.operatorId ? <p className="mt-1 text-sm font-medium text-red-700">{t("assign.choose")}</p> : null}
        {(chosen?.busyWith ?? []).map((leg) => (
          <p key={leg.jobId} className="mt-1 text-sm text-amber-800">
            {t("ask.busy", { reference: leg.reference, time: formatDateTime(leg.pickupAt, language) })}
          </p>
        ))}
      </div>
      <Controller
        control={form.control}
        name="operatorPriceHalalas"
        render={({ field }) => (
          <RiyalsField
            id="assign-price"
            label={t("assign.price")}
            hint={t("assign.priceHint")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.operatorPriceHalalas?.message}
          />
        )}
      />
      <FormField
        id="assign-note"
        label={t(noteRequired ? "noteRequired" : "note")}
        required={noteRequired}
        multiline
        rows={2}
        error={errors.note?.message}
        {...form.register("note")}
      />
      <ActionSubmit errors={errors} busy={busy} label={t("assign.send")} />
    </form>
  );
}
