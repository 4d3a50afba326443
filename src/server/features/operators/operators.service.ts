import type { Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { riyadhDate } from "#shared/bookings/riyadh-time";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { PlaceCity } from "#shared/bookings/places";
import { DOCUMENT_WARNING_DAYS, type AvailabilityAnswer, type DocumentKind, type OperatorKind, type OperatorStatus } from "#shared/dispatch/dispatch-constants";
import { documentState } from "#shared/dispatch/operator-eligibility";
import type { Language } from "#shared/i18n/languages";
import { pageOf } from "#shared/pagination/page";
import {
  OPERATORS_PAGE_SIZE,
  type OperatorInput,
  type OperatorListQuery,
  type OperatorStatusInput,
  type OperatorUpdate,
} from "#shared/operators/operator.schema";
import type { DocumentWarning, OperatorDetail, OperatorsPage, OperatorStats } from "#shared/operators/operators-answers";
import type { OperatorStatsRepository } from "./operator-stats.repository";
import type { OperatorsRepository } from "./operators.repository";

export type OperatorChange =
  | { kind: "ok"; id: number; version: number }
  | { kind: "not-found" }
  | { kind: "conflict"; message: string; version?: number }
  | { kind: "invalid"; fieldErrors: Record<string, string> };

const NOT_FOUND: OperatorChange = { kind: "not-found" };

/** Makkah's today and the last day of the warning window (documents expiring by then warn). */
export function documentWindow(now: Date): { today: string; warnUntil: string } {
  const today = riyadhDate(now);
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + DOCUMENT_WARNING_DAYS);
  return { today, warnUntil: until.toISOString().slice(0, 10) };
}

/** The first instant of the current Makkah calendar month (UTC+3, no daylight saving). */
export function makkahMonthStart(now: Date): Date {
  return new Date(`${riyadhDate(now).slice(0, 7)}-01T00:00:00+03:00`);
}

const warningOf = (firstExpiry: string | null, today: string): DocumentWarning => {
  if (!firstExpiry) return null;
  const state = documentState(firstExpiry, today);
  return state === "valid" ? null : state;
};

/**
 * Admin operators: every write runs in one transaction with its audit row (before/after); edits
 * and status changes name the version they were made from, so a stale screen gets 409 and
 * changes nothing. Deleting an operator that has had any leg is refused: suspend it instead.
 */
export function createOperatorsService(deps: { repository: OperatorsRepository; stats: OperatorStatsRepository; audit: AuditLog; now?: () => Date }) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Vehicle class slugs of the payload that name a class, or the field errors for those that do not. */
  async function resolveClasses(tx: Transaction, input: OperatorInput) {
    const classId = await repository.classIds(tx, [...new Set([...input.classes.map((c) => c.vehicleClass), ...input.vehicles.map((v) => v.vehicleClass)])]);
    const fieldErrors: Record<string, string> = {};
    input.classes.forEach((row, i) => {
      if (!classId.has(row.vehicleClass)) fieldErrors[`classes.${i}.vehicleClass`] = "This vehicle class no longer exists.";
    });
    input.vehicles.forEach((row, i) => {
      if (!classId.has(row.vehicleClass)) fieldErrors[`vehicles.${i}.vehicleClass`] = "This vehicle class no longer exists.";
    });
    return { classId, fieldErrors };
  }

  const snapshot = async (tx: Transaction, row: NonNullable<Awaited<ReturnType<OperatorsRepository["lock"]>>>) => ({
    ...row,
    ...(await repository.snapshot(tx, row.id)),
  });

  async function stats(id: number): Promise<OperatorStats> {
    const at = now();
    const [upcoming, answers, last, completed] = await Promise.all([
      deps.stats.upcoming(id, at),
      deps.stats.answers(id),
      deps.stats.lastAnswers(id),
      deps.stats.completed(id, makkahMonthStart(at)),
    ]);
    return {
      upcoming: upcoming.map((leg) => ({ ...leg, pickupAt: leg.pickupAt.toISOString(), status: leg.status as JobStatus })),
      asked: answers.asked,
      answered: answers.answered,
      answerRate: answers.asked > 0 ? answers.answered / answers.asked : null,
      averageAnswerSeconds: answers.averageSeconds === null ? null : Math.round(answers.averageSeconds),
      jobsDone: completed.done,
      lastAnswers: last.map((row) => ({
        jobId: row.jobId,
        reference: row.reference,
        askedAt: row.askedAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        answer: row.answer as AvailabilityAnswer | null,
        note: row.note,
      })),
      owedHalalas: completed.owed,
      owedThisMonthHalalas: completed.owedThisMonth,
    };
  }

  return {
    async list(query: OperatorListQuery): Promise<OperatorsPage> {
      const window = documentWindow(now());
      const page = query.page ?? 1;
      const [{ rows, total }, classes] = await Promise.all([repository.page({ ...query, ...window }, page, OPERATORS_PAGE_SIZE), repository.vehicleClasses()]);
      const items = rows.map((row) => ({
        ...row,
        kind: row.kind as OperatorKind,
        status: row.status as OperatorStatus,
        serviceAreas: row.serviceAreas as PlaceCity[],
        documentWarning: warningOf(row.firstExpiry, window.today),
      }));
      return { ...pageOf(items, total, page, OPERATORS_PAGE_SIZE), vehicleClasses: classes.map(({ slug, name }) => ({ slug, name })) };
    },

    async detail(id: number): Promise<OperatorDetail | null> {
      const found = await repository.detail(id);
      if (!found) return null;
      const { row } = found;
      const { today } = documentWindow(now());
      const documents = found.documents.map((d) => ({
        kind: d.kind as DocumentKind,
        number: d.number ?? "",
        expiresOn: d.expiresOn,
        state: documentState(d.expiresOn, today),
      }));
      const [hasJobs, figures] = await Promise.all([repository.hasJobs(id), stats(id)]);
      return {
        id: row.id,
        name: row.name,
        kind: row.kind as OperatorKind,
        phone: row.phone,
        whatsapp: row.whatsapp,
        email: row.email ?? "",
        language: row.language as Language,
        spokenLanguages: row.spokenLanguages,
        serviceAreas: row.serviceAreas as PlaceCity[],
        status: row.status as OperatorStatus,
        notes: row.notes ?? "",
        version: row.version,
        demo: row.demo,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        classes: found.classes,
        vehicles: found.vehicles.map((v) => ({ ...v, colour: v.colour ?? "" })),
        drivers: found.drivers,
        documents,
        documentWarning: warningOf(documents[0]?.expiresOn ?? null, today),
        hasJobs,
        stats: figures,
      };
    },

    create: (actor: Actor, input: OperatorInput): Promise<OperatorChange> =>
      repository.transaction(async (tx) => {
        const { classId, fieldErrors } = await resolveClasses(tx, input);
        if (Object.keys(fieldErrors).length) return { kind: "invalid", fieldErrors };
        const row = await repository.insert(tx, input);
        await repository.replaceChildren(tx, row.id, input, classId);
        await audit.record(tx, actor, { action: "operator.create", entity: "operator", entityId: String(row.id), after: await snapshot(tx, row) });
        return { kind: "ok", id: row.id, version: row.version };
      }),

    update: (actor: Actor, id: number, { operator: input, version }: OperatorUpdate): Promise<OperatorChange> =>
      repository.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) return NOT_FOUND;
        if (current.version !== version)
          return { kind: "conflict", message: "Someone else changed this operator meanwhile. Reload it and make your change again.", version: current.version };
        const { classId, fieldErrors } = await resolveClasses(tx, input);
        if (Object.keys(fieldErrors).length) return { kind: "invalid", fieldErrors };
        const before = await snapshot(tx, current);
        const row = await repository.update(tx, id, input);
        await repository.replaceChildren(tx, id, input, classId);
        await audit.record(tx, actor, { action: "operator.update", entity: "operator", entityId: String(id), before, after: await snapshot(tx, row) });
        return { kind: "ok", id, version: row.version };
      }),

    setStatus: (actor: Actor, id: number, input: OperatorStatusInput): Promise<OperatorChange> =>
      repository.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) return NOT_FOUND;
        if (current.version !== input.version)
          return { kind: "conflict", message: "Someone else changed this operator meanwhile. Reload it and make your change again.", version: current.version };
        const row = current.status === input.status ? current : await repository.setStatus(tx, id, input.status);
        await audit.record(tx, actor, {
          action: input.status === "suspended" ? "operator.suspend" : "operator.reactivate",
          entity: "operator",
          entityId: String(id),
          before: { status: current.status },
          after: { status: row.status, note: input.note || null },
        });
        return { kind: "ok", id, version: row.version };
      }),

    remove: (actor: Actor, id: number): Promise<OperatorChange> =>
      repository.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) return NOT_FOUND;
        if (await repository.hasJobs(id, tx)) return { kind: "conflict", message: "This operator has jobs, so it cannot be deleted. Suspend it instead." };
        const before = await snapshot(tx, current);
        await repository.delete(tx, id);
        await audit.record(tx, actor, { action: "operator.delete", entity: "operator", entityId: String(id), before });
        return { kind: "ok", id, version: current.version };
      }),

    /** The dashboard tile: operators with a document expired or expiring within the warning days. */
    documentsDue: () => repository.countWithDocumentsDue(documentWindow(now()).warnUntil),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
