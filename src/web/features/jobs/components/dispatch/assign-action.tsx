import { lazy, Suspense } from "react";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { Language } from "#shared/i18n/languages";
import { LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionDialog } from "./action-dialog";

const AssignForm = lazy(() => import("./assign-form"));

/**
 * Assign, directly or from an answer. `assignFor` is the dialog's state, held by the leg's
 * section so an answer's button can open it with that operator: undefined = closed, null = open
 * without one chosen.
 */
export function AssignAction({
  jobId,
  status,
  legNumber,
  language,
  assignFor,
  setAssignFor,
  reassign = false,
}: {
  jobId: number;
  status: JobStatus;
  legNumber: number;
  language: Language;
  assignFor: number | null | undefined;
  setAssignFor: (value: number | null | undefined) => void;
  reassign?: boolean;
}) {
  const { t } = useTranslation("admin-dispatch");
  const open = assignFor !== undefined;
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => setAssignFor(next ? null : undefined)}
      trigger={{ label: t(reassign ? "assign.reassign" : "assign.open"), variant: reassign ? "secondary" : "primary" }}
      title={t("assign.title", { number: legNumber })}
    >
      {open ? (
        <Suspense fallback={<LoadingRows label={t("loading")} />}>
          <AssignForm jobId={jobId} status={status} preselect={assignFor ?? null} language={language} onDone={() => setAssignFor(undefined)} />
        </Suspense>
      ) : null}
    </ActionDialog>
  );
}
