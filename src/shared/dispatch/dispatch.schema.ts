import { z } from "zod";
import { transitionNoteSchema } from "#shared/bookings/transition-note.schema";
import { JOB_STATUSES } from "#shared/bookings/job-lifecycle";
import { AVAILABILITY_ANSWERS, OPERATOR_TRIP_STEPS } from "./dispatch-constants";

/*
 * One schema per payload of dispatch. Staff bodies are JSON; the operator's pages post plain HTML
 * forms (application/x-www-form-urlencoded, JavaScript off), parsed into the same schemas.
 * Field-level refinements (E.164 phones, plates) live with the schemas a helper completes.
 */
const id = z.number().int().positive().max(2_147_483_647);
/** Whole riyals up to 100,000 in halalas. */
export const operatorPriceSchema = z.number().int().min(0).max(10_000_000);

export const askAvailabilitySchema = z.strictObject({ operatorIds: z.array(id).min(1).max(20) });
export type AskAvailabilityInput = z.infer<typeof askAvailabilitySchema>;

export const assignSchema = z.strictObject({
  operatorId: id,
  operatorPriceHalalas: operatorPriceSchema,
  /** Sent after the 409 "dispatch.overlap" warning: the staff member saw the other legs and goes on. */
  acceptOverlap: z.boolean().optional(),
  /** The status the screen showed; another move in between answers 409 with the current state. */
  expectedStatus: z.enum(JOB_STATUSES).optional(),
  note: transitionNoteSchema,
});
export type AssignInput = z.infer<typeof assignSchema>;

export const unassignSchema = z.strictObject({ note: transitionNoteSchema, expectedStatus: z.enum(JOB_STATUSES).optional() });
export type UnassignInput = z.infer<typeof unassignSchema>;

export const staffJobMoveSchema = z.strictObject({
  to: z.enum(JOB_STATUSES),
  note: transitionNoteSchema,
  expectedStatus: z.enum(JOB_STATUSES).optional(),
});
export type StaffJobMoveInput = z.infer<typeof staffJobMoveSchema>;

/** The operator's availability form. */
export const availabilityFormSchema = z.strictObject({ answer: z.enum(AVAILABILITY_ANSWERS), note: transitionNoteSchema });
export type AvailabilityForm = z.infer<typeof availabilityFormSchema>;

/** The operator's Accept: one of their drivers or a typed one, one of their vehicles or a typed one. */
export const confirmFormSchema = z.strictObject({
  driverId: z.coerce.number().int().positive().optional(),
  driverName: z.string().trim().max(80).optional(),
  driverPhone: z.string().trim().max(20).optional(),
  vehicleId: z.coerce.number().int().positive().optional(),
  plate: z.string().trim().max(20).optional(),
  model: z.string().trim().max(60).optional(),
});
export type ConfirmForm = z.infer<typeof confirmFormSchema>;

export const declineFormSchema = z.strictObject({ note: transitionNoteSchema });
export type DeclineForm = z.infer<typeof declineFormSchema>;

export const tripStepFormSchema = z.strictObject({ to: z.enum(OPERATOR_TRIP_STEPS), note: transitionNoteSchema });
export type TripStepForm = z.infer<typeof tripStepFormSchema>;
