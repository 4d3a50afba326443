import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { DispatchCandidate } from "#shared/dispatch/dispatch-api";
import { askAvailabilitySchema, type AskAvailabilityInput } from "#shared/dispatch/dispatch.schema";
import type { Language } from "#shared/i18n/languages";
import { ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSubmit } from "../actions/action-section";
import { useCandidates } from "../../api/dispatch-queries";
import { useDispatchSubmit } from "./use-dispatch-submit";

/**
 * The availability picker (loaded when opened): who fits, with the legs that keep them busy
 * near this one; who is greyed out and why (suspended, a document expired, class, city, seats);
 * several picked, then one send.
 */
export default function AskAvailabilityForm({ jobId, language, onDone }: { jobId: number; language: Language; onDone: () => void }) {
  const { t } = useTranslation("admin-dispatch");
  const candidates = useCandidates(jobId, true);
  const form = useForm<AskAvailabilityInput>({ resolver: zodResolver(askAvailabilitySchema), defaultValues: { operatorIds: [] } });
  const { submit, busy } = useDispatchSubmit(jobId, form, (body) => ({ action: "ask", body }), { onDone });
  if (candidates.isPending) return <LoadingRows label={t("loading")} />;
  if (candidates.isError) return <ErrorNote>{candidates.error.message}</ErrorNote>;
  const open = candidates.data.filter((candidate) => candidate.blocked === null);
  const blocked = candidates.data.filter((candidate) => candidate.blocked !== null);
  const picked = form.watch("operatorIds");
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="ask-form">
      {candidates.data.length === 0 ? <p className="text-muted">{t("ask.none")}</p> : null}
      {open.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-brand-900">{t("ask.fits")}</legend>
          <Controller
            control={form.control}
            name="operatorIds"
            render={({ field }) => (
              <ul className="grid gap-1">
                {open.map((candidate) => (
                  <CandidateRow
                    key={candidate.id}
                    candidate={candidate}
                    language={language}
                    checked={field.value.includes(candidate.id)}
                    onToggle={(on) => field.onChange(on ? [...field.value, candidate.id] : field.value.filter((id) => id !== candidate.id))}
                  />
                ))}
              </ul>
            )}
          />
        </fieldset>
      ) : null}
      {blocked.length > 0 ? (
        <fieldset disabled>
          <legend className="mb-1 text-sm font-semibold text-muted">{t("ask.blockedTitle")}</legend>
          <ul className="grid gap-1">
            {blocked.map((candidate) => (
              <CandidateRow key={candidate.id} candidate={candidate} language={language} checked={false} onToggle={() => {}} />
            ))}
          </ul>
        </fieldset>
      ) : null}
      {errors.operatorIds ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("ask.pickOne")}
        </p>
      ) : null}
      <ActionSubmit errors={errors} busy={busy} label={picked.length ? t("ask.send", { count: picked.length }) : t("ask.sendNone")} />
    </form>
  );
}

function CandidateRow({
  candidate,
  language,
  checked,
  onToggle,
}: {
  candidate: DispatchCandidate;
  language: Language;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation("admin-dispatch");
  const id = `candidate-${candidate.id}`;
  const greyed = candidate.blocked !== null;
  return (
    <li data-testid={id} data-blocked={candidate.blocked ?? undefined}>
      <label
        htmlFor={id}
        className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 ${greyed ? "cursor-not-allowed border-stone-200 bg-stone-50 text-muted" : checked ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
      >
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          checked={checked}
          disabled={greyed}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="min-w-0">
          <span className="block font-medium break-words">
            <bdi>{candidate.name}</bdi> <span className="text-xs font-normal text-muted">· {t(`kind.${candidate.kind}`)}</span>
          </span>
          {candidate.blocked ? <span className="block text-sm">{t(`blocked.${candidate.blocked}`)}</span> : null}
          {candidate.answer ? <span className="block text-xs text-muted">{t(`answer.${candidate.answer}`)}</span> : null}
          {candidate.busyWith.map((leg) => (
            <span key={leg.jobId} className="block text-sm text-amber-800">
              {t("ask.busy", { reference: leg.reference, time: formatDateTime(leg.pickupAt, language) })}
            </span>
          ))}
        </span>
      </label>
    </li>
  );
}
