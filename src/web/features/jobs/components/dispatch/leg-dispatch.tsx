import { useState } from "react";
import { JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { LegDispatch } from "#shared/dispatch/dispatch-api";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar } from "#shared/products/money";
import { ErrorNote } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLegDispatch } from "../../api/dispatch-queries";
import { AnswersList } from "./answers-list";
import { ConfirmCountdown } from "./confirm-countdown";
import { DispatchActions } from "./dispatch-actions";
import { DismissAlertAction } from "./simple-dispatch-actions";

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}:</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * A leg's dispatch in the booking panel: its operator and price, driver and vehicle once
 * confirmed, the confirm-by countdown, the red mark (no answer, declined) with its dismiss,
 * this round's answers, and what staff may do (nothing for those without operations.write).
 */
export function LegDispatchSection({ jobId, legNumber, language, canWrite }: { jobId: number; legNumber: number; language: Language; canWrite: boolean }) {
  const { t } = useTranslation("admin-dispatch");
  const query = useLegDispatch(jobId);
  const [assignFor, setAssignFor] = useState<number | null | undefined>(undefined);
  const headingId = `dispatch-${jobId}-title`;
  return (
    <section aria-labelledby={headingId} data-testid={`dispatch-leg-${legNumber}`} className="mt-2 grid gap-2 rounded-lg bg-stone-50 p-2.5 text-sm">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-brand-900 uppercase">
        {t("title")}
      </h4>
      {query.isPending ? (
        <p className="text-muted">{t("loading")}</p>
      ) : query.isError ? (
        <ErrorNote>{query.error.message}</ErrorNote>
      ) : (
        <Body dispatch={query.data} legNumber={legNumber} language={language} canWrite={canWrite} assignFor={assignFor} setAssignFor={setAssignFor} />
      )}
    </section>
  );
}

function Body({
  dispatch,
  legNumber,
  language,
  canWrite,
  assignFor,
  setAssignFor,
}: {
  dispatch: LegDispatch;
  legNumber: number;
  language: Language;
  canWrite: boolean;
  assignFor: number | null | undefined;
  setAssignFor: (value: number | null | undefined) => void;
}) {
  const { t } = useTranslation("admin-dispatch");
  const canAssignFromAnswer = canWrite && (dispatch.status === "offered" || dispatch.status === "unassigned");
  return (
    <>
      {dispatch.attention ? (
        <div
          role="alert"
          data-testid="dispatch-attention"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          <p className="font-semibold">{t(`attention.${dispatch.attention}`)}</p>
          {canWrite ? <DismissAlertAction jobId={dispatch.jobId} /> : null}
        </div>
      ) : null}
      <dl className="grid gap-0.5">
        <Line label={t("status")}>
          <span data-testid="dispatch-status" data-status={dispatch.status}>
            {pickText(JOB_STATUS_LABELS[dispatch.status], language)}
          </span>
        </Line>
        <Line label={t("operator")}>
          {dispatch.operator ? (
            <>
              <bdi data-testid="dispatch-operator">{dispatch.operator.name}</bdi> ·{" "}
              <a href={`tel:${dispatch.operator.phone}`} dir="ltr" className="text-brand-700 underline">
                {dispatch.operator.phone}
              </a>
            </>
          ) : (
            <span className="font-normal text-muted">{t("noOperator")}</span>
          )}
        </Line>
        {dispatch.operatorPriceHalalas !== null ? (
          <Line label={t("operatorPrice")}>
            <span className="tabular-nums" data-testid="dispatch-price">
              {formatSar(dispatch.operatorPriceHalalas, language)}
            </span>
          </Line>
        ) : null}
        {dispatch.driver ? (
          <Line label={t("driver")}>
            <bdi>{dispatch.driver.name}</bdi> ·{" "}
            <a href={`tel:${dispatch.driver.phone}`} dir="ltr" className="text-brand-700 underline">
              {dispatch.driver.phone}
            </a>
          </Line>
        ) : null}
        {dispatch.vehicle ? (
          <Line label={t("vehicle")}>
            {dispatch.vehicle.colour
              ? t("vehicleLine", { model: dispatch.vehicle.model, colour: dispatch.vehicle.colour, plate: dispatch.vehicle.plate })
              : t("vehicleLineNoColour", { model: dispatch.vehicle.model, plate: dispatch.vehicle.plate })}
          </Line>
        ) : null}
      </dl>
      {dispatch.status === "assigned" && dispatch.confirmBy ? <ConfirmCountdown confirmBy={dispatch.confirmBy} language={language} /> : null}
      {dispatch.startLinkSentAt ? (
        <p className="text-xs text-muted">{t("startLinkSent", { time: formatDateTime(dispatch.startLinkSentAt, language) })}</p>
      ) : null}
      <AnswersList requests={dispatch.requests} language={language} onAssign={canAssignFromAnswer ? (id) => setAssignFor(id) : undefined} />
      {canWrite ? (
        <DispatchActions dispatch={dispatch} legNumber={legNumber} language={language} assignFor={assignFor} setAssignFor={setAssignFor} />
      ) : (
        <p className="text-xs text-muted">{t("readOnly")}</p>
      )}
    </>
  );
}
