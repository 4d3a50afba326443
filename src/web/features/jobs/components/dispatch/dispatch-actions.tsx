import type { JobStatus } from "#shared/bookings/job-lifecycle";
import { nextJobStates } from "#shared/bookings/job-lifecycle";
import type { LegDispatch } from "#shared/dispatch/dispatch-api";
import type { Language } from "#shared/i18n/languages";
import { AskAvailabilityAction } from "./ask-availability-action";
import { AssignAction } from "./assign-action";
import { StartLinkAction } from "./simple-dispatch-actions";
import { STAFF_MOVES, StaffMoveAction } from "./staff-move-action";
import { UnassignAction } from "./unassign-action";

/** Legs whose operator may need the start link again: confirmed, and the trip not over. */
const START_LINK_STATES: readonly JobStatus[] = ["confirmed", "started", "arrived", "on_board"];

/**
 * What staff may do with the leg now, from the job transition table for the staff actor: ask
 * (from unassigned, and more operators while offered), assign or reassign, unassign, the moves
 * on the operator's behalf, and the start link.
 */
export function DispatchActions({
  dispatch,
  legNumber,
  language,
  assignFor,
  setAssignFor,
}: {
  dispatch: LegDispatch;
  legNumber: number;
  language: Language;
  assignFor: number | null | undefined;
  setAssignFor: (value: number | null | undefined) => void;
}) {
  const moves = nextJobStates(dispatch.status, "staff");
  const can = (to: JobStatus) => moves.find((move) => move.to === to);
  const unassign = can("unassigned");
  const canAsk = Boolean(can("offered")) || dispatch.status === "offered";
  const canAssign = Boolean(can("assigned"));
  // The assign route also reassigns an assigned or confirmed leg (the old operator's links end).
  const canReassign = dispatch.status === "assigned" || dispatch.status === "confirmed";
  return (
    <div className="flex flex-wrap gap-2" data-testid="dispatch-actions">
      {canAsk ? <AskAvailabilityAction jobId={dispatch.jobId} legNumber={legNumber} language={language} /> : null}
      {canAssign || canReassign ? (
        <AssignAction
          reassign={canReassign}
          jobId={dispatch.jobId}
          status={dispatch.status}
          legNumber={legNumber}
          language={language}
          assignFor={assignFor}
          setAssignFor={setAssignFor}
        />
      ) : null}
      {STAFF_MOVES.map((to) => {
        const move = can(to);
        return move ? (
          <StaffMoveAction
            key={to}
            jobId={dispatch.jobId}
            status={dispatch.status}
            to={to}
            noteRequired={move.noteRequired}
            legNumber={legNumber}
            language={language}
          />
        ) : null;
      })}
      {dispatch.operator && START_LINK_STATES.includes(dispatch.status) ? <StartLinkAction jobId={dispatch.jobId} /> : null}
      {unassign && dispatch.operator ? (
        <UnassignAction
          jobId={dispatch.jobId}
          status={dispatch.status}
          legNumber={legNumber}
          operatorName={dispatch.operator.name}
          noteRequired={unassign.noteRequired}
          language={language}
        />
      ) : null}
    </div>
  );
}
