/*
 * What the booking confirmation promises (issue "Bookings as pilgrims and dispatchers found
 * them", item 9). The promise is a site setting, yet a booking made 6 hours before its pickup
 * cannot be told "we will confirm within 12 hours": the promise never exceeds the time left, and
 * when the pickup falls inside the promised window the customer is told to call or write now.
 */
export interface ConfirmationPromise {
  /** The hours promised ("we will confirm within N hours"): the setting, never more than the whole hours left before the first pickup. */
  withinHours: number;
  /** The first pickup is sooner than the setting's promise: the page asks the customer to call or message now. */
  callNow: boolean;
}

const HOUR_MS = 3_600_000;

export function confirmationPromise(settingHours: number, firstPickupAt: Date, now: Date): ConfirmationPromise {
  const hoursLeft = Math.max(0, Math.floor((firstPickupAt.getTime() - now.getTime()) / HOUR_MS));
  const setting = Math.max(1, Math.floor(settingHours));
  if (hoursLeft >= setting) return { withinHours: setting, callNow: false };
  return { withinHours: Math.max(0, hoursLeft), callNow: true };
}
