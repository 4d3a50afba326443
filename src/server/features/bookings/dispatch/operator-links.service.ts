import type { Database, Transaction } from "#server/db/client";
import { nextJobStates, isJobStatus, type JobStatus } from "#shared/bookings/job-lifecycle";
import { normalisePhone } from "#shared/bookings/phone";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import { OPERATOR_TRIP_STEPS } from "#shared/dispatch/dispatch-constants";
import type { AvailabilityForm, ConfirmForm, DeclineForm, TripStepForm } from "#shared/dispatch/dispatch.schema";
import { isLanguage, type Language } from "#shared/i18n/languages";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { refuse } from "../booking-refusal";
import type { TokenLinks } from "../token-links.service";
import type { DispatchRepository } from "./dispatch.repository";
import type { OperationsContact } from "./dispatch-alert-messages";
import { declineSteps, withoutOperator } from "./dispatch-plans";
import type { JobMoves, MovePlan, MoveRefusal } from "./job-move.service";
import type { JobMovesRepository, LockedJob } from "./job-moves.repository";
import { operatorFleet, operatorsFit } from "./operator-fit.repository";

export type OperatorPurpose = OperatorLegView["purpose"];

/**
 * What an operator's page action answers: the leg as it is now; 404 for a link that is wrong,
 * expired, revoked, of another purpose or no longer this operator's (the page shows its one
 * friendly page, nothing changed); or a refusal with a dispatch/job message key, in `language`.
 */
export type OperatorActionResult =
  /** `view` is null when the leg is no longer theirs after the action (they declined it). */
  { ok: true; view: OperatorLegView | null } | { ok: false; status: 404 } | { ok: false; status: 400 | 409; key: string; field?: string; language: Language };

interface VerifiedLink {
  linkId: number;
  jobId: number;
  operatorId: number;
}

/** The timeline's note when the round ends with every operator unavailable (a system entry, like "No confirmation by …"). */
export const NOBODY_AVAILABLE_NOTE = "no operator available";

const CONFIRM_MOVES: readonly JobStatus[] = ["confirmed", "declined"];

/**
 * The operator's side of dispatch, for the token pages (/operator-availability, /operator-confirm,
 * /op/start): read the leg, answer availability, accept or decline, and the trip steps. Every
 * action is a job move (operator actor), so the transition table decides what an operator may do.
 */
export function createOperatorLinks(deps: {
  db: Database;
  tokenLinks: TokenLinks;
  moves: JobMoves;
  repository: DispatchRepository;
  moveRepository: JobMovesRepository;
  siteUrl: string;
  operations: () => Promise<OperationsContact | null>;
}) {
  const { repository } = deps;

  async function verify(token: string, purpose: OperatorPurpose): Promise<VerifiedLink | null> {
    const link = await deps.tokenLinks.verify(token, purpose);
    return link?.jobId && link.operatorId ? { linkId: link.id, jobId: link.jobId, operatorId: link.operatorId } : null;
  }

  /** Whether the link still speaks for the leg: the leg's operator (confirm, start), or asked in the open round (availability). */
  async function stillTheirs(link: VerifiedLink, purpose: OperatorPurpose, operatorId: number | null): Promise<boolean> {
    if (purpose !== "operator_availability") return operatorId === link.operatorId;
    return (await repository.openRequests(deps.db, link.jobId)).some((request) => request.operatorId === link.operatorId);
  }

  async function view(token: string, purpose: OperatorPurpose): Promise<OperatorLegView | null> {
    const link = await verify(token, purpose);
    return link ? viewOf(link, purpose) : null;
  }

  async function viewOf(link: VerifiedLink, purpose: OperatorPurpose): Promise<OperatorLegView | null> {
    const row = await repository.job(link.jobId);
    if (!row || !isJobStatus(row.job.status) || !(await stillTheirs(link, purpose, row.job.operatorId))) return null;
    const { job } = row;
    const status = row.job.status;
    const [operator, className, requests, fleet, customer, fit] = await Promise.all([
      repository.operatorSummary(link.operatorId),
      repository.vehicleClassName(job.vehicleClassId),
      purpose === "operator_availability" ? repository.openRequests(deps.db, job.id) : [],
      purpose === "operator_confirm" ? operatorFleet(deps.db, link.operatorId) : null,
      purpose === "operator_start" ? deps.moveRepository.customerOf(job.bookingId) : null,
      // Before an assignment the price shown is the operator's default for the class (what they would be paid).
      job.operatorId === link.operatorId ? null : operatorsFit(deps.db, job.vehicleClassId, [link.operatorId]),
    ]);
    if (!operator) return null;
    const request = requests.find((entry) => entry.operatorId === link.operatorId);
    const operatorMoves = nextJobStates(status, "operator").map((move) => move.to);
    return {
      purpose,
      language: isLanguage(operator.language) ? operator.language : "ar",
      operatorName: operator.name,
      reference: row.reference,
      legIndex: job.legIndex,
      status,
      pickupAt: job.pickupAt.toISOString(),
      from: job.pickup as LegEndpoint,
      to: job.dropoff as LegEndpoint,
      vehicleClass: className ?? { en: "", ar: "" },
      passengers: { adults: row.adults, children: row.children, infants: row.infants },
      bags: row.bags,
      flightNumber: job.flightNumber,
      hours: job.hours,
      operatorPriceHalalas: job.operatorId === link.operatorId ? job.operatorPriceHalalas : (fit?.[0]?.defaultPriceHalalas ?? null),
      answer: request
        ? { value: request.answer === "available" || request.answer === "unavailable" ? request.answer : null, note: request.note, canChange: true }
        : null,
      fleet: fleet
        ? {
            drivers: fleet.drivers,
            vehicles: fleet.vehicles
              .filter((vehicle) => vehicle.vehicleClassId === job.vehicleClassId)
              .map(({ id, plate, model, seats }) => ({ id, plate, model, seats })),
          }
        : null,
      driver: job.driver ?? null,
      vehicle: job.vehicle ? { plate: job.vehicle.plate, model: job.vehicle.model } : null,
      customer: customer ? { name: customer.name, phone: customer.phone, whatsapp: customer.whatsapp, notes: customer.notes } : null,
      nextSteps:
        purpose === "operator_start"
          ? operatorMoves.filter((to) => (OPERATOR_TRIP_STEPS as readonly string[]).includes(to))
          : purpose === "operator_confirm"
            ? operatorMoves.filter((to) => CONFIRM_MOVES.includes(to))
            : [],
    };
  }

  /** Runs one operator action as a job move under the leg's lock, then answers the page with the leg as it is now. */
  async function act(
    token: string,
    purpose: OperatorPurpose,
    decide: (job: LockedJob, link: VerifiedLink, tx: Transaction) => Promise<MovePlan | MoveRefusal>,
    inTransaction?: Parameters<JobMoves["move"]>[0]["inTransaction"],
  ): Promise<OperatorActionResult> {
    const link = await verify(token, purpose);
    if (!link) return { ok: false, status: 404 };
    const result = await deps.moves.move({
      jobId: link.jobId,
      source: "operator",
      async decide(job, tx) {
        // Checked again under the lock: a reassignment or a closed round in between ends the link's say.
        const theirs =
          purpose === "operator_availability"
            ? (await repository.openRequests(tx, job.id)).some((request) => request.operatorId === link.operatorId)
            : job.operatorId === link.operatorId;
        return theirs ? decide(job, link, tx) : refuse(404, "dispatch.job.notFound");
      },
      async inTransaction(tx, job, outcome) {
        await inTransaction?.(tx, job, outcome);
        await deps.tokenLinks.markUsed(tx, link.linkId);
      },
    });
    if (!result.ok) {
      if (result.status === 404) return { ok: false, status: 404 };
      const language = (await viewOf(link, purpose))?.language ?? "ar";
      return { ok: false, status: result.status === 409 ? 409 : 400, key: result.key, ...(result.path ? { field: result.path } : {}), language };
    }
    return { ok: true, view: await viewOf(link, purpose) };
  }

  return {
    view,

    /** Available / not available with a note; changeable while the round is open (until staff assign). */
    async answerAvailability(token: string, form: AvailabilityForm): Promise<OperatorActionResult> {
      let requestId: number | null = null;
      const operations = form.answer === "unavailable" ? await deps.operations() : null;
      return act(
        token,
        "operator_availability",
        async (job, link, tx) => {
          const open = await repository.openRequests(tx, job.id);
          const request = open.find((entry) => entry.operatorId === link.operatorId);
          if (!request) return refuse(409, "dispatch.answer.closed");
          requestId = request.id;
          // The last "not available" of the round: nobody is left to assign, so the leg goes back to staff at once.
          const nobodyLeft = open.every((entry) => (entry.id === request.id ? form.answer : entry.answer) === "unavailable");
          if (job.status !== "offered" || !nobodyLeft) return { steps: [] };
          return withoutOperator(job, [{ to: "unassigned", actor: "system", note: NOBODY_AVAILABLE_NOTE }], {
            tellOperator: false,
            attention: "nobody_available",
            at: deps.moves.now(),
            operations,
            trackerLink: `${deps.siteUrl}/admin/jobs`,
          });
        },
        async (tx) => {
          if (requestId !== null) await repository.answerRequest(tx, requestId, { answer: form.answer, note: form.note ?? null, answeredAt: deps.moves.now() });
        },
      );
    },

    /** Accept with a driver and a vehicle: one of theirs by id, or typed (name + phone, plate + model). */
    confirm(token: string, form: ConfirmForm): Promise<OperatorActionResult> {
      return act(token, "operator_confirm", async (_job, link, tx) => {
        const fleet = await operatorFleet(tx, link.operatorId);
        let driver: { name: string; phone: string };
        if (form.driverId !== undefined) {
          const own = fleet.drivers.find((entry) => entry.id === form.driverId);
          if (!own) return refuse(400, "dispatch.confirm.notYours", "driverId");
          driver = { name: own.name, phone: own.phone };
        } else {
          if (!form.driverName || !form.driverPhone) return refuse(400, "dispatch.confirm.driverRequired", form.driverName ? "driverPhone" : "driverName");
          const phone = normalisePhone(form.driverPhone);
          if (!phone) return refuse(400, "dispatch.confirm.driverPhone", "driverPhone");
          driver = { name: form.driverName, phone };
        }
        let vehicle: { plate: string; model: string; colour?: string | null };
        if (form.vehicleId !== undefined) {
          const own = fleet.vehicles.find((entry) => entry.id === form.vehicleId);
          if (!own) return refuse(400, "dispatch.confirm.notYours", "vehicleId");
          vehicle = { plate: own.plate, model: own.model, colour: own.colour };
        } else {
          if (!form.plate || !form.model) return refuse(400, "dispatch.confirm.vehicleRequired", form.plate ? "model" : "plate");
          vehicle = { plate: form.plate.toUpperCase(), model: form.model };
        }
        return {
          steps: [{ to: "confirmed", actor: "operator", data: { driver, vehicle } }],
          patch: { driver, vehicle, attention: null, attentionAt: null },
        };
      });
    },

    /** Decline: the leg goes back to unassigned at once, marked, and staff are alerted. */
    async decline(token: string, form: DeclineForm): Promise<OperatorActionResult> {
      const operations = await deps.operations();
      return act(token, "operator_confirm", async (job) =>
        withoutOperator(job, declineSteps(job, "operator", form.note), {
          tellOperator: false,
          attention: "declined",
          at: deps.moves.now(),
          operations,
          trackerLink: `${deps.siteUrl}/admin/jobs`,
          note: form.note,
        }),
      );
    },

    /** Started, arrived, on board, completed, no-show: only the moves the table gives the operator. */
    step(token: string, form: TripStepForm): Promise<OperatorActionResult> {
      return act(token, "operator_start", async () => ({ steps: [{ to: form.to, actor: "operator", note: form.note }] }));
    },
  };
}
export type OperatorLinks = ReturnType<typeof createOperatorLinks>;
