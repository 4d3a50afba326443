import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTORS } from "./lifecycle";
import { applyJobTransition, canTransitionJob, isJobTerminal, JOB_STATUSES, nextJobStates, type JobStatus } from "./job-lifecycle";

/* Written out by hand from DESIGN and the decisions in job-lifecycle.ts: "from>to actor" (! = note required). */
const EXPECTED = new Set([
  "unassigned>offered staff",
  "unassigned>assigned staff",
  "offered>assigned staff",
  "offered>unassigned staff",
  "offered>unassigned system",
  "assigned>confirmed operator",
  "assigned>confirmed staff",
  "assigned>declined operator",
  "assigned>declined staff!",
  "assigned>unassigned staff!",
  "assigned>unassigned system!",
  "confirmed>declined operator!",
  "confirmed>declined staff!",
  "confirmed>unassigned staff!",
  "declined>unassigned system",
  "confirmed>started operator",
  "confirmed>started staff",
  "started>arrived operator",
  "started>arrived staff",
  "arrived>on_board operator",
  "arrived>on_board staff",
  "on_board>completed operator",
  "on_board>completed staff",
  "arrived>no_show operator!",
  "arrived>no_show staff!",
  ...["unassigned", "offered", "assigned", "confirmed", "declined", "started", "arrived"].flatMap((from) => [
    `${from}>cancelled staff!`,
    `${from}>cancelled system!`,
  ]),
]);
const expectation = (from: string, to: string, actor: string) =>
  EXPECTED.has(`${from}>${to} ${actor}`) ? "optional" : EXPECTED.has(`${from}>${to} ${actor}!`) ? "required" : "refused";
const moveExists = (from: string, to: string) => ACTORS.some((actor) => expectation(from, to, actor) !== "refused");

describe("job lifecycle", () => {
  const triples = JOB_STATUSES.flatMap((from) => JOB_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

  it("has 11 statuses × 11 × 4 actors = 484 cases", () => expect(triples).toHaveLength(484));

  it.each(triples)("%s → %s by %s matches the expected table", (from, to, actor) => {
    const expected = expectation(from, to, actor);
    expect(canTransitionJob(from, to, actor)).toBe(expected !== "refused");
    const withNote = applyJobTransition(from, to, actor, "driver waited 90 minutes");
    const withoutNote = applyJobTransition(from, to, actor, null);
    if (expected === "refused") {
      const reason = isJobTerminal(from) ? "terminal" : moveExists(from, to) ? "actor_not_allowed" : "not_allowed";
      expect(withNote).toMatchObject({ ok: false, reason, from, to, actor });
      expect(withoutNote.ok).toBe(false);
    } else {
      expect(withNote).toEqual({ ok: true, state: to, note: "driver waited 90 minutes" });
      if (expected === "required") expect(withoutNote).toMatchObject({ ok: false, reason: "note_required", messageKey: "job.transition.noteRequired" });
      else expect(withoutNote).toEqual({ ok: true, state: to, note: undefined });
    }
    const listed = nextJobStates(from, actor).find((move) => move.to === to);
    expect(listed ? (listed.noteRequired ? "required" : "optional") : "refused").toBe(expected);
  });

  it("gives the operator of a confirmed job start or a noted withdrawal, nothing else", () => {
    expect(nextJobStates("confirmed", "operator")).toEqual([
      { to: "declined", noteRequired: true },
      { to: "started", noteRequired: false },
    ]);
    expect(nextJobStates("unassigned", "customer")).toEqual([]);
    expect(applyJobTransition("completed", "cancelled", "staff", "x")).toMatchObject({ ok: false, reason: "terminal", messageKey: "job.transition.terminal" });
  });

  it("keeps its invariants over random sequences of attempted moves", () => {
    const attempt = fc.record({ to: fc.constantFrom(...JOB_STATUSES), actor: fc.constantFrom(...ACTORS), note: fc.option(fc.string(), { nil: null }) });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 40 }), (attempts) => {
        let status: JobStatus = "unassigned";
        let terminalReached = false;
        for (const { to, actor, note } of attempts) {
          const result = applyJobTransition(status, to, actor, note);
          if (!result.ok) {
            expect(canTransitionJob(status, to, actor) && result.reason !== "note_required").toBe(false);
            continue;
          }
          expect(terminalReached).toBe(false);
          expect(expectation(status, to, actor)).not.toBe("refused");
          if (to === "completed") expect(status).toBe("on_board");
          if (to === "no_show") expect(status).toBe("arrived");
          if (status === "declined") expect(["unassigned", "cancelled"]).toContain(to);
          if (status === "on_board") expect(to).toBe("completed");
          status = result.state;
          terminalReached = isJobTerminal(status);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
