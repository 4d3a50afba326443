import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { BOOKING_STATUSES } from "./booking-lifecycle";
import { JOB_STATUSES } from "./job-lifecycle";
import { CUSTOMER_BOOKING_STATES, CUSTOMER_LEG_STATE_NAMES, CUSTOMER_LEG_STATE_OF, CUSTOMER_LEG_STATES, type CustomerState } from "./customer-states";

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/** Dispatch words the customer must never read. */
const INTERNAL = /\b(unassigned|offered|assigned|declined|operator|no[-_ ]?show|on_board|dispatch)\b/i;

function walk(name: string, statuses: readonly string[], table: Record<string, CustomerState>) {
  describe(name, () => {
    it("has no entry for a status that does not exist", () => {
      expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    });
    for (const status of statuses)
      for (const language of LANGUAGES)
        it(`${status}: a label and a sentence in ${language}, in the customer's words`, () => {
          const state = table[status]!;
          for (const text of [state.label[language], state.sentence[language]]) {
            expect(text.trim().length).toBeGreaterThan(2);
            expect(text).not.toMatch(INTERNAL);
            if (language === "ar") {
              expect(text).toMatch(ARABIC);
              expect(text).not.toMatch(LATIN_WORD);
            } else expect(text).not.toMatch(ARABIC);
          }
          expect(state.sentence[language]).toMatch(/[.!؟]$/);
        });
  });
}

const JOB_STATUS_SENTENCES = Object.fromEntries(JOB_STATUSES.map((status) => [status, CUSTOMER_LEG_STATES[CUSTOMER_LEG_STATE_OF[status]]]));
walk("every job status has a customer sentence", JOB_STATUSES, JOB_STATUS_SENTENCES);
walk("every customer leg state has a sentence", CUSTOMER_LEG_STATE_NAMES, CUSTOMER_LEG_STATES);
walk("every booking status has a customer sentence", BOOKING_STATUSES, CUSTOMER_BOOKING_STATES);

describe("the dispatch states the customer does not need to know", () => {
  it("reads 'We are arranging your driver' until a driver confirmed, an operator's no included", () => {
    for (const status of ["unassigned", "offered", "assigned", "declined"] as const)
      expect(CUSTOMER_LEG_STATES[CUSTOMER_LEG_STATE_OF[status]].sentence.en).toMatch(/^We are arranging your driver/);
    expect(CUSTOMER_LEG_STATE_OF.confirmed).toBe("driver_confirmed");
  });

  it("never names a customer state after an internal job status", () => {
    for (const name of CUSTOMER_LEG_STATE_NAMES) expect(["unassigned", "offered", "assigned", "declined", "no_show"]).not.toContain(name);
  });
});
