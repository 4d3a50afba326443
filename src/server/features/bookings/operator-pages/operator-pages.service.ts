import { createHash } from "node:crypto";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import type { AvailabilityForm, ConfirmForm, DeclineForm, TripStepForm } from "#shared/dispatch/dispatch.schema";
import type { OperatorDoneFlag, OperatorPagePurpose, OperatorPageRead, OperatorPagesApi, OperatorSubmitOutcome } from "#shared/dispatch/operator-pages-api";
import type { Language } from "#shared/i18n/languages";
import { readOperatorForm, type OperatorCommand } from "./operator-form";
import { interpretMove } from "./operator-move-result";

/**
 * The operator-side moves of dispatch (src/server/features/bookings/dispatch/, operatorLinks):
 * each checks the token and its purpose, applies the job transition table as the operator, and
 * writes the job event. Their answers are read by interpretMove.
 */
export interface OperatorLinkMoves {
  view(token: string, purpose: OperatorPagePurpose): Promise<OperatorLegView | null>;
  answerAvailability(token: string, form: AvailabilityForm): Promise<unknown>;
  confirm(token: string, form: ConfirmForm): Promise<unknown>;
  decline(token: string, form: DeclineForm): Promise<unknown>;
  step(token: string, form: TripStepForm): Promise<unknown>;
}

/** How long a done answer is remembered: a double tap, or the page after a decline closed the link. */
const REMEMBER_MS = 10 * 60_000;
const MAX_REMEMBERED = 5_000;

interface Remembered {
  flag: OperatorDoneFlag;
  language: Language;
  /** The form as posted (canonical): the same again is a double tap. */
  form: string;
  at: number;
}

const flagOf = (command: OperatorCommand): OperatorDoneFlag =>
  command.intent === "answer" ? command.form.answer : command.intent === "accept" ? "confirmed" : command.intent === "decline" ? "declined" : command.form.to;

/** Already so: the leg shows what this form asks for (a double tap answered by another process, or one that raced). */
function alreadyDone(leg: OperatorLegView, command: OperatorCommand): boolean {
  if (command.intent === "answer") return leg.answer?.value === command.form.answer && (leg.answer.note ?? "") === (command.form.note ?? "");
  if (command.intent === "accept") return ["confirmed", "started", "arrived", "on_board", "completed"].includes(leg.status);
  if (command.intent === "step") return leg.status === command.form.to;
  return false;
}

/**
 * The three pages' reads and posts. A post is read with the page's own schema, checked against the
 * leg as it is now, and handed to dispatch; a repeated identical post (a double tap) is answered
 * as done without moving anything again.
 */
export function createOperatorPagesService(deps: { moves: OperatorLinkMoves; now?: () => number }): OperatorPagesApi {
  const now = deps.now ?? Date.now;
  // Per process, keyed by the token's hash (never the token itself).
  const remembered = new Map<string, Remembered>();
  const keyOf = (token: string, purpose: OperatorPagePurpose) => `${purpose}:${createHash("sha256").update(token).digest("hex")}`;
  const recall = (key: string) => {
    const entry = remembered.get(key);
    if (entry && now() - entry.at > REMEMBER_MS) remembered.delete(key);
    return entry && now() - entry.at <= REMEMBER_MS ? entry : undefined;
  };
  const remember = (key: string, entry: Remembered) => {
    remembered.delete(key);
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, entry);
  };

  // A page's root and route loaders read the same leg at the same moment (the root for the page's
  // language): concurrent reads of one link share one database read.
  const reading = new Map<string, Promise<OperatorLegView | null>>();
  function readOnce(token: string, purpose: OperatorPagePurpose): Promise<OperatorLegView | null> {
    const key = keyOf(token, purpose);
    let read = reading.get(key);
    if (!read) {
      read = deps.moves.view(token, purpose).finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  }

  async function move(token: string, command: OperatorCommand): Promise<unknown> {
    switch (command.intent) {
      case "answer":
        return deps.moves.answerAvailability(token, command.form);
      case "accept":
        return deps.moves.confirm(token, command.form);
      case "decline":
        return deps.moves.decline(token, command.form);
      case "step":
        return deps.moves.step(token, command.form);
    }
  }

  return {
    async view(token, purpose): Promise<OperatorPageRead> {
      const leg = await readOnce(token, purpose);
      if (leg) return { kind: "leg", leg };
      const closed = recall(keyOf(token, purpose));
      // A decline, or the last "not available" of a round (the leg went back to the office), closes
      // the link: the operator who just did it sees a thank-you rather than the wrong-link page.
      return closed && (closed.flag === "declined" || closed.flag === "unavailable") ? { kind: "closed", flag: closed.flag, language: closed.language } : null;
    },

    async submit(token, purpose, fields): Promise<OperatorSubmitOutcome> {
      const key = keyOf(token, purpose);
      const leg = await deps.moves.view(token, purpose);
      const parsed = leg ? readOperatorForm(purpose, fields, leg) : null;
      // The fields as posted, not as read: a decline closes the link, so its twin finds no leg to read them against.
      const form = canonical(fields);
      const earlier = recall(key);
      if (earlier && earlier.form === form) return { kind: "done", flag: earlier.flag };
      if (!leg) return { kind: "gone" };
      if (!parsed?.ok) return { kind: "refused", status: 400, error: parsed?.error ?? "invalid" };
      const { command } = parsed;
      const flag = flagOf(command);
      const done = (): OperatorSubmitOutcome => {
        remember(key, { flag, language: leg.language, form, at: now() });
        return { kind: "done", flag };
      };
      if (alreadyDone(leg, command)) return done();
      const outcome = interpretMove(await captured(() => move(token, command)));
      if (outcome.kind === "done") return done();
      if (outcome.kind === "gone") return recall(key)?.form === form ? { kind: "done", flag } : { kind: "gone" };
      if (outcome.status === 409) {
        // Another move won the race: a double tap whose twin got there first is done.
        const current = await deps.moves.view(token, purpose);
        if (current && alreadyDone(current, command)) return done();
        if (recall(key)?.form === form) return { kind: "done", flag };
      }
      return outcome;
    },
  };
}

const canonical = (fields: Record<string, string>): string =>
  JSON.stringify(
    Object.entries(fields)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== "")
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
  );

/** A refusal thrown by a move is read like a returned one. */
async function captured(run: () => Promise<unknown>): Promise<{ thrown: false; value: unknown } | { thrown: true; error: unknown }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, error };
  }
}
