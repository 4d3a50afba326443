/** Limits a leg's fields share between the schema and the form's first step (which does not load zod). */
export const MAX_PLAN_LENGTH = 500;
