/*
 * Where the phone's fixed Book bar is not shown: on /book itself, and on a customer's own booking
 * or token pages, where it covered the trip details and offered a second booking to someone who has
 * one. The prefixes of token pages not built yet are listed so they start without it.
 */
const WITHOUT_BOOK_BAR = /^\/(book$|booking-info(\/|$)|testimonials\/thank-you\/|track\/|operator-confirm\/|operator-availability\/|op\/start\/)/;

/** `path` without its language prefix ("/booking-info/…", not "/ar/booking-info/…"). */
export function showsBookBar(path: string): boolean {
  return !WITHOUT_BOOK_BAR.test(path);
}
