import type { OperatorFormError, OperatorSubmitOutcome } from "#shared/dispatch/operator-pages-api";

type Captured = { thrown: false; value: unknown } | { thrown: true; error: unknown };
type MoveOutcome = { kind: "done" } | { kind: "gone" } | Extract<OperatorSubmitOutcome, { kind: "refused" }>;

interface RefusalLike {
  status: number;
  key?: string;
  code?: string;
  /** The form field it concerns (dispatch's operator links answer it). */
  field?: string;
}

/** Dispatch's field names, as the page's messages name them. */
const FIELD_ERRORS: Record<string, OperatorFormError> = {
  answer: "answer",
  note: "note",
  driverId: "driver",
  driverName: "driverName",
  driverPhone: "driverPhone",
  vehicleId: "vehicle",
  plate: "plate",
  model: "model",
  to: "step",
};

function refusalOf(value: unknown): RefusalLike | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as { ok?: unknown; status?: unknown; key?: unknown; code?: unknown; field?: unknown };
  if (typeof candidate.status !== "number") return null;
  if ("ok" in candidate && candidate.ok !== false) return null;
  return {
    status: candidate.status,
    key: typeof candidate.key === "string" ? candidate.key : undefined,
    code: typeof candidate.code === "string" ? candidate.code : undefined,
  };
}

/** The transition table's "a note is needed" (no-show, a decline after confirming): said as such on the page. */
function errorOf(refusal: RefusalLike): OperatorFormError {
  const key = refusal.key ?? refusal.code ?? "";
  if (/noteRequired/i.test(key)) return "noteRequired";
  return (refusal.field && FIELD_ERRORS[refusal.field]) || "invalid";
}

/**
 * Reads what a dispatch move answered: done; the token no longer valid (404); another move got
 * there first or the table does not allow it now (409); or input it refused (400/422). A refusal
 * may be returned ({ ok: false, status, key }) or thrown (an error with a status); anything else
 * thrown is a fault and goes on up.
 */
export function interpretMove(result: Captured): MoveOutcome {
  const refusal = result.thrown ? refusalOf(result.error) : refusalOf(result.value);
  if (result.thrown && !refusal) throw result.error;
  if (!result.thrown && result.value === null) return { kind: "gone" };
  if (!refusal) return { kind: "done" };
  if (refusal.status === 404) return { kind: "gone" };
  if (refusal.status === 409 || refusal.status === 429)
    return { kind: "refused", status: 409, error: errorOf(refusal) === "noteRequired" ? "noteRequired" : "changed" };
  return { kind: "refused", status: 400, error: errorOf(refusal) };
}
