/** Extras a customer can add to a leg (issue 11); each has its own price, set in admin products. */
export const EXTRA_KINDS = ["child_seat", "meet_greet_sign", "extra_stop", "extra_waiting_hour"] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

/** The most of each a single leg can carry: one sign is enough, seats and stops are physical limits. */
export const EXTRA_MAX_QUANTITY: Record<ExtraKind, number> = {
  child_seat: 4,
  meet_greet_sign: 1,
  extra_stop: 5,
  extra_waiting_hour: 12,
};
