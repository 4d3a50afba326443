import type { z } from "zod";
import { safeText } from "#shared/validation/safe-text";

export const MAX_TRANSITION_NOTE_LENGTH = 500;

/**
 * The note (reason) sent with a status change by staff, an operator or a customer. Optional at
 * the schema: whether this move needs one is the transition table's decision (apply… refuses a
 * blank note with `*.transition.noteRequired`), so one schema serves every action.
 */
export const transitionNoteSchema = safeText({
  max: MAX_TRANSITION_NOTE_LENGTH,
  multiline: true,
  messages: { required: "booking.invalid", tooShort: "booking.invalid", tooLong: "booking.note.tooLong", forbidden: "booking.text.forbidden" },
}).optional();

export type TransitionNote = z.infer<typeof transitionNoteSchema>;
