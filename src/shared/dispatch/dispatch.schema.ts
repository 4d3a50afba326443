import { z } from "zod";
import { transitionNoteSchema } from "#shared/bookings/transition-note.schema";
import { safeText } from "#shared/validation/safe-text";
import { JOB_STATUSES } from "#shared/bookings/job-lifecycle";
import { AVAILABILITY_ANSWERS, OPERATOR_TRIP_STEPS } from "./dispatch-constants";

/*
 * One schema per payload of dispatch. Staff bodies are JSON; the operator's pages post plain HTML
 * forms (application/x-www-form-urlencoded, JavaScript off), parsed into the same schemas.
 * Field-level refinements (E.164 phones, plates) live with the schemas a helper completes.
 */
const OPERATOR = "dispatch.field.operator";
const id = z.number(OPERATOR).int(OPERATOR).positive(OPERATOR).max(2_147_483_647, OPERATOR);
const PRICE = "dispatch.field.price";
/** Whole riyals up to 100,000 in halalas. */
export const operatorPriceSchema = z
  .number(PRICE)
  .int(PRICE)
  .min(0, PRICE)
  .max(10_000_000, PRICE)
  .refine((halalas) => halalas % 100 === 0, PRICE);
/** Unknown fields are refused (strict), with this key. */
const STRICT = { error: "dispatch.field.unknown" } as const;
const status = z.enum(JOB_STATUSES, "dispatch.field.status");

export const askAvailabilitySchema = z.strictObject(
  { operatorIds: z.array(id, "dispatch.field.operators").min(1, "dispatch.field.operators").max(20, "dispatch.field.operators") },
  STRICT,
);
export type AskAvailabilityInput = z.infer<typeof askAvailabilitySchema>;

export const assignSchema = z.strictObject(
  {
    operatorId: id,
    operatorPriceHalalas: operatorPriceSchema,
    /** Sent after the 409 "dispatch.overlap" warning: the staff member saw the other legs and goes on. */
    acceptOverlap: z.boolean("dispatch.text.invalid").optional(),
    /** The status the screen showed; another move in between answers 409 with the current state. */
    expectedStatus: status.optional(),
    note: transitionNoteSchema,
  },
  STRICT,
);
export type AssignInput = z.infer<typeof assignSchema>;

export const unassignSchema = z.strictObject({ note: transitionNoteSchema, expectedStatus: status.optional() }, STRICT);
export type UnassignInput = z.infer<typeof unassignSchema>;

export const staffJobMoveSchema = z.strictObject(
  {
    to: status,
    note: transitionNoteSchema,
    expectedStatus: status.optional(),
  },
  STRICT,
);

/** The bodies of start-link and dismiss-alert: nothing (an empty object). */
export const emptyBodySchema = z.strictObject({}, STRICT);
export type StaffJobMoveInput = z.infer<typeof staffJobMoveSchema>;

/** The operator's availability form. */
export const availabilityFormSchema = z.strictObject({ answer: z.enum(AVAILABILITY_ANSWERS, "dispatch.field.answer"), note: transitionNoteSchema }, STRICT);
export type AvailabilityForm = z.infer<typeof availabilityFormSchema>;

/** An HTML form sends "" for a field left empty: that is the field not given. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const typed = (max: number) =>
  safeText({
    max,
    messages: { required: "dispatch.text.invalid", tooShort: "dispatch.text.invalid", tooLong: "dispatch.text.tooLong", forbidden: "booking.text.forbidden" },
  });

/**
 * The operator's Accept: one of their drivers or a typed one (name and phone, E.164 after
 * normalising), one of their vehicles or a typed one (plate and model). Which of them are required
 * together is the service's check (it answers with the dispatch.confirm.* keys).
 */
export const confirmFormSchema = z.strictObject(
  {
    driverId: blankAsAbsent(
      z.coerce.number("dispatch.text.invalid").int("dispatch.text.invalid").positive("dispatch.text.invalid").max(2_147_483_647, "dispatch.text.invalid"),
    ),
    driverName: blankAsAbsent(typed(80)),
    driverPhone: blankAsAbsent(typed(20)),
    vehicleId: blankAsAbsent(
      z.coerce.number("dispatch.text.invalid").int("dispatch.text.invalid").positive("dispatch.text.invalid").max(2_147_483_647, "dispatch.text.invalid"),
    ),
    plate: blankAsAbsent(typed(20)),
    model: blankAsAbsent(typed(60)),
  },
  STRICT,
);
export type ConfirmForm = z.infer<typeof confirmFormSchema>;

export const declineFormSchema = z.strictObject({ note: transitionNoteSchema }, STRICT);
export type DeclineForm = z.infer<typeof declineFormSchema>;

export const tripStepFormSchema = z.strictObject({ to: z.enum(OPERATOR_TRIP_STEPS, "dispatch.field.status"), note: transitionNoteSchema }, STRICT);
export type TripStepForm = z.infer<typeof tripStepFormSchema>;
