import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTORS } from "./lifecycle";
import { applyBookingTransition, BOOKING_STATUSES, canTransitionBooking, isBookingTerminal, nextBookingStates, type BookingStatus } from "./booking-lifecycle";

/* Written out by hand from DESIGN, independently of the table: "from>to actor" (! = note required). */
const EXPECTED = new Set([
  "pending>quoted staff",
  "pending>confirmed staff",
  "quoted>confirmed customer",
  "quoted>confirmed staff",
  "confirmed>completed system",
  "confirmed>completed staff",
  "pending>cancelled staff!",
  "pending>cancelled customer!",
  "pending>cancelled system!",
  "quoted>cancelled staff!",
  "quoted>cancelled customer!",
  "quoted>cancelled system!",
  "confirmed>cancelled staff!",
  "confirmed>cancelled customer!",
]);
const expectation = (from: string, to: string, actor: string) =>
  EXPECTED.has(`${from}>${to} ${actor}`) ? "optional" : EXPECTED.has(`${from}>${to} ${actor}!`) ? "required" : "refused";

const moveExists = (from: string, to: string) => ACTORS.some((actor) => expectation(from, to, actor) !== "refused");

describe("booking lifecycle", () => {
  const triples = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

  it.each(triples)("%s → %s by %s matches the expected table", (from, to, actor) => {
    const expected = expectation(from, to, actor);
    expect(canTransitionBooking(from, to, actor)).toBe(expected !== "refused");
    const withNote = applyBookingTransition(from, to, actor, "  customer asked by phone ");
    const withoutNote = applyBookingTransition(from, to, actor);
    if (expected === "refused") {
      expect(withNote.ok).toBe(false);
      expect(withoutNote).toMatchObject({ ok: false, from, to, actor });
      if (!withNote.ok) {
        const reason = isBookingTerminal(from) ? "terminal" : moveExists(from, to) ? "actor_not_allowed" : "not_allowed";
        expect(withNote.reason).toBe(reason);
        expect(withNote.messageKey).toMatch(/^booking\.transition\.(terminal|notAllowed|actorNotAllowed)$/);
      }
    } else {
      expect(withNote).toEqual({ ok: true, state: to, note: "customer asked by phone" });
      if (expected === "required") expect(withoutNote).toMatchObject({ ok: false, reason: "note_required", messageKey: "booking.transition.noteRequired" });
      else expect(withoutNote).toEqual({ ok: true, state: to, note: undefined });
    }
    const listed = nextBookingStates(from, actor).find((move) => move.to === to);
    expect(listed ? (listed.noteRequired ? "required" : "optional") : "refused").toBe(expected);
  });

  it("treats a blank note as no note", () => {
    expect(applyBookingTransition("confirmed", "cancelled", "customer", "   ")).toMatchObject({ ok: false, reason: "note_required" });
  });

  it("offers the customer of a quoted booking exactly accept and cancel", () => {
    expect(nextBookingStates("quoted", "customer")).toEqual([
      { to: "confirmed", noteRequired: false },
      { to: "cancelled", noteRequired: true },
    ]);
    expect(nextBookingStates("completed", "staff")).toEqual([]);
  });

  it("never leaves a terminal status and completes only after confirmation, over random attempts", () => {
    const attempt = fc.record({
      to: fc.constantFrom(...BOOKING_STATUSES),
      actor: fc.constantFrom(...ACTORS),
      note: fc.option(fc.string(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (attempts) => {
        let status: BookingStatus = "pending";
        const visited: BookingStatus[] = [status];
        for (const { to, actor, note } of attempts) {
          const result = applyBookingTransition(status, to, actor, note);
          if (!result.ok) continue;
          expect(isBookingTerminal(status)).toBe(false);
          expect(EXPECTED.has(`${status}>${to} ${actor}`) || EXPECTED.has(`${status}>${to} ${actor}!`)).toBe(true);
          if (to === "completed") expect(status).toBe("confirmed");
          status = result.state;
          visited.push(status);
        }
        const firstTerminal = visited.findIndex((s) => isBookingTerminal(s));
        if (firstTerminal >= 0) expect(visited.slice(firstTerminal).every((s) => s === visited[firstTerminal])).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
