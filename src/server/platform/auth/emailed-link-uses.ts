import type { AnonymousWriteLimits } from "#server/platform/rate-limit/anonymous-write";

/**
 * Uses of an emailed link (a password reset, a staff invitation) are anonymous writes (rule 11):
 * counted per address and from everyone before the token is looked up or a password hashed. A
 * token is 256 random bits, so this is about load, not guessing: 20 tries per quarter hour
 * leave room for a person retyping a refused password.
 */
export const EMAILED_LINK_USES: AnonymousWriteLimits = {
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  global: { limit: 1_000, windowMs: 15 * 60_000 },
};
