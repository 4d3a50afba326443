import type { BlockedReason, OperatorStatus } from "./dispatch-constants";
import { DOCUMENT_WARNING_DAYS } from "./dispatch-constants";

export interface EligibilityInput {
  status: OperatorStatus | string;
  /** Last valid days (YYYY-MM-DD, Makkah dates) of the operator's documents. */
  documentExpiries: readonly string[];
  vehicleClassIds: readonly number[];
  serviceAreas: readonly string[];
  /** The most seats among the operator's vehicles of the leg's class (0 when none are listed). */
  seatsInClass: number;
}

export interface LegNeeds {
  vehicleClassId: number;
  /** The city of the leg's pickup (#shared/bookings/places PLACE_CITIES). */
  city: string;
  passengers: number;
  /** The leg's pickup day in Makkah (YYYY-MM-DD): a document must still be valid that day. */
  pickupDay: string;
}

/**
 * Whether an operator may be asked about or assigned to a leg, and if not the first reason.
 * A document that expires before the pickup day blocks, as does suspension; an operator without
 * listed vehicles of the class is not refused on seats (staff may not have entered the fleet yet).
 */
export function blockedReason(operator: EligibilityInput, leg: LegNeeds): BlockedReason | null {
  if (operator.status !== "active") return "suspended";
  if (operator.documentExpiries.some((day) => day < leg.pickupDay)) return "document_expired";
  if (!operator.vehicleClassIds.includes(leg.vehicleClassId)) return "class_not_served";
  if (!operator.serviceAreas.includes(leg.city)) return "area_not_served";
  if (operator.seatsInClass > 0 && operator.seatsInClass < leg.passengers) return "too_few_seats";
  return null;
}

/** A document's state on a given Makkah day: expired, expiring within the warning days, or fine. */
export function documentState(expiresOn: string, today: string): "expired" | "expiring" | "valid" {
  if (expiresOn < today) return "expired";
  const warnUntil = new Date(`${today}T00:00:00Z`);
  warnUntil.setUTCDate(warnUntil.getUTCDate() + DOCUMENT_WARNING_DAYS);
  return expiresOn <= warnUntil.toISOString().slice(0, 10) ? "expiring" : "valid";
}
