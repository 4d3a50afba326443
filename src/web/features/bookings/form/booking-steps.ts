import type { FieldPath } from "react-hook-form";
import type { BookingFormValues } from "./booking-form-values";

/** The four steps, and the fields each one checks before the next. */
export const STEPS = ["trip", "party", "contact", "review"] as const;
export type StepName = (typeof STEPS)[number];

export const STEP_FIELDS: Record<number, FieldPath<BookingFormValues>[]> = {
  1: ["productSlug", "legs"],
  2: ["adults", "children", "infants", "bags", "vehicleClassSlug"],
  3: ["legs", "contact"],
  4: ["productSlug", "legs", "adults", "children", "infants", "bags", "vehicleClassSlug", "contact"],
};

/** The step that shows a field: where the visitor is sent to fix a server's field message. */
export function stepOfPath(path: string): number {
  if (path.startsWith("contact")) return 3;
  if (/^legs\.\d+\.extras/.test(path)) return 3;
  if (path.startsWith("legs") || path === "productSlug") return 1;
  if (["adults", "children", "infants", "bags", "vehicleClassSlug"].includes(path)) return 2;
  return 4;
}
