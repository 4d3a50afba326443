import { safeText } from "../validation/safe-text";

/**
 * An image's address as forms store it: a path on this site (a file of the repository,
 * /media/…, or a built-in /images/…), an https address, or "" for none.
 */
export const imageAddressSchema = safeText({ max: 500, messages: { tooLong: "Keep the image address under 500 characters." } }).refine(
  (value) => value === "" || /^\/[A-Za-z0-9._~/-]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
  "Use a site path such as /images/fleet/van.webp or an https:// address.",
);
