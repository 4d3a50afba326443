import { normalisePhone } from "#shared/bookings/phone";
import type { OperatorLegView } from "#shared/dispatch/dispatch-api";
import {
  availabilityFormSchema,
  confirmFormSchema,
  declineFormSchema,
  tripStepFormSchema,
  type AvailabilityForm,
  type ConfirmForm,
  type DeclineForm,
  type TripStepForm,
} from "#shared/dispatch/dispatch.schema";
import type { OperatorFormError, OperatorPagePurpose } from "#shared/dispatch/operator-pages-api";
import { hasForbiddenCharacters } from "#shared/validation/safe-text";

/** One posted form, read into the payload schema its button stands for (dispatch.schema.ts). */
export type OperatorCommand =
  | { intent: "answer"; form: AvailabilityForm }
  | { intent: "accept"; form: ConfirmForm }
  | { intent: "decline"; form: DeclineForm }
  | { intent: "step"; form: TripStepForm };

export type ParsedForm = { ok: true; command: OperatorCommand } | { ok: false; error: OperatorFormError };

/** Which buttons each page has: a button of another page is refused like any junk. */
const INTENTS: Record<OperatorPagePurpose, readonly OperatorCommand["intent"][]> = {
  operator_availability: ["answer"],
  operator_confirm: ["accept", "decline"],
  operator_start: ["step"],
};

/** Fields a form sends empty (an untouched text box, the "type one" choice) count as absent. */
function present(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => name !== "intent" && value.trim() !== ""));
}

function firstError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): OperatorFormError {
  const field = String(issues[0]?.path[0] ?? "");
  if (field === "answer" || field === "note" || field === "plate" || field === "model" || field === "driverName" || field === "driverPhone") return field;
  if (field === "driverId") return "driver";
  if (field === "vehicleId") return "vehicle";
  if (field === "to") return "step";
  return "invalid";
}

/**
 * Accept needs a driver and a vehicle: one of the operator's own (its id, which must be one the
 * page offered) or a typed one, complete (name and phone; plate and model). The phone is kept in
 * E.164, as every phone is.
 */
function readConfirm(fields: Record<string, string>, fleet: OperatorLegView["fleet"]): ParsedForm {
  // "new" is the radio of the typed driver or vehicle: the text boxes then say who or which.
  const { driverId, vehicleId, ...rest } = fields;
  const parsed = confirmFormSchema.safeParse({
    ...rest,
    ...(driverId && driverId !== "new" ? { driverId } : {}),
    ...(vehicleId && vehicleId !== "new" ? { vehicleId } : {}),
  });
  if (!parsed.success) return { ok: false, error: firstError(parsed.error.issues) };
  const form = parsed.data;
  for (const name of ["driverName", "driverPhone", "plate", "model"] as const) {
    const value = form[name];
    if (value !== undefined && hasForbiddenCharacters(value)) return { ok: false, error: name };
  }
  if (form.driverId !== undefined) {
    if (!fleet?.drivers.some((driver) => driver.id === form.driverId)) return { ok: false, error: "driver" };
    delete form.driverName;
    delete form.driverPhone;
  } else {
    if (!form.driverName || form.driverName.length < 2) return { ok: false, error: form.driverName ? "driverName" : "driver" };
    const phone = form.driverPhone ? normalisePhone(form.driverPhone) : null;
    if (!phone) return { ok: false, error: "driverPhone" };
    form.driverPhone = phone;
  }
  if (form.vehicleId !== undefined) {
    if (!fleet?.vehicles.some((vehicle) => vehicle.id === form.vehicleId)) return { ok: false, error: "vehicle" };
    delete form.plate;
    delete form.model;
  } else {
    if (!form.plate || form.plate.length < 2) return { ok: false, error: form.plate ? "plate" : "vehicle" };
    if (!form.model || form.model.length < 2) return { ok: false, error: "model" };
  }
  return { ok: true, command: { intent: "accept", form } };
}

/** Reads the posted fields of one of the three pages; never throws. */
export function readOperatorForm(purpose: OperatorPagePurpose, fields: Record<string, string>, leg: OperatorLegView): ParsedForm {
  const intent = fields.intent as OperatorCommand["intent"] | undefined;
  if (!intent || !INTENTS[purpose].includes(intent)) return { ok: false, error: "invalid" };
  const values = present(fields);
  if (intent === "accept") return readConfirm(values, leg.fleet);
  const schema = intent === "answer" ? availabilityFormSchema : intent === "decline" ? declineFormSchema : tripStepFormSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, error: firstError(parsed.error.issues) };
  return { ok: true, command: { intent, form: parsed.data } as OperatorCommand };
}
