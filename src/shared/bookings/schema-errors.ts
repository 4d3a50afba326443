/**
 * The error option of every bookings object schema: an unknown key (a client sending "price")
 * is named as such, anything else that is not the expected object gets the field's own key.
 */
export function objectErrors(notAnObjectKey = "booking.invalid") {
  return { error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? "booking.unknownField" : notAnObjectKey) };
}
