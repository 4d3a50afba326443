/*
 * The shape shared by the booking and the job lifecycles (ARCHITECTURE rule 5): one explicit
 * table of allowed moves, each naming who may make it and whether a note (reason) is required.
 * The server is the only place that applies a move; screens ask the same table which actions to
 * show. Anything not in the table is refused, so adding a state can never open a move by accident.
 */
export const ACTORS = ["staff", "operator", "customer", "system"] as const;
export type Actor = (typeof ACTORS)[number];

export type NoteRule = "required" | "optional";

export interface TransitionRule<S extends string> {
  from: S;
  to: S;
  /** Who may make this move, and whether they must give a note. Absent actor = not allowed. */
  actors: Partial<Record<Actor, NoteRule>>;
}

export interface AllowedMove<S extends string> {
  to: S;
  noteRequired: boolean;
}

export type RefusalReason = "terminal" | "not_allowed" | "actor_not_allowed" | "note_required";

export interface TransitionRefusal<S extends string> {
  ok: false;
  reason: RefusalReason;
  /** Stable message key (see booking-messages.ts), e.g. "job.transition.noteRequired". */
  messageKey: string;
  from: S;
  to: S;
  actor: Actor;
}

export type TransitionResult<S extends string> = { ok: true; state: S; note: string | undefined } | TransitionRefusal<S>;

export interface Lifecycle<S extends string> {
  states: readonly S[];
  terminal: readonly S[];
  rules: readonly TransitionRule<S>[];
  isTerminal(state: S): boolean;
  can(from: S, to: S, actor: Actor): boolean;
  next(from: S, actor: Actor): AllowedMove<S>[];
  apply(from: S, to: S, actor: Actor, note?: string | null): TransitionResult<S>;
}

const MESSAGE_SUFFIX: Record<RefusalReason, string> = {
  terminal: "terminal",
  not_allowed: "notAllowed",
  actor_not_allowed: "actorNotAllowed",
  note_required: "noteRequired",
};

/** Builds the three functions over one table; `name` prefixes the message keys ("booking", "job"). */
export function createLifecycle<S extends string>(
  name: string,
  states: readonly S[],
  terminal: readonly S[],
  rules: readonly TransitionRule<S>[],
): Lifecycle<S> {
  const byMove = new Map<string, TransitionRule<S>>();
  for (const rule of rules) {
    const key = `${rule.from}>${rule.to}`;
    if (byMove.has(key)) throw new Error(`${name}: duplicate rule ${key}`);
    if (terminal.includes(rule.from)) throw new Error(`${name}: a terminal state cannot be left (${key})`);
    if (rule.from === rule.to) throw new Error(`${name}: no move to the same state (${key})`);
    byMove.set(key, rule);
  }
  const isTerminal = (state: S) => terminal.includes(state);
  const refuse = (reason: RefusalReason, from: S, to: S, actor: Actor): TransitionRefusal<S> => ({
    ok: false,
    reason,
    messageKey: `${name}.transition.${MESSAGE_SUFFIX[reason]}`,
    from,
    to,
    actor,
  });

  return {
    states,
    terminal,
    rules,
    isTerminal,
    can: (from, to, actor) => byMove.get(`${from}>${to}`)?.actors[actor] !== undefined,
    next: (from, actor) =>
      rules.flatMap((rule) => {
        const note = rule.from === from ? rule.actors[actor] : undefined;
        return note ? [{ to: rule.to, noteRequired: note === "required" }] : [];
      }),
    apply(from, to, actor, note) {
      const rule = byMove.get(`${from}>${to}`);
      if (!rule) return refuse(isTerminal(from) ? "terminal" : "not_allowed", from, to, actor);
      const noteRule = rule.actors[actor];
      if (!noteRule) return refuse("actor_not_allowed", from, to, actor);
      const trimmed = note?.trim() || undefined;
      if (noteRule === "required" && !trimmed) return refuse("note_required", from, to, actor);
      return { ok: true, state: to, note: trimmed };
    },
  };
}
