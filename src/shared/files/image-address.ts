import { safeText } from "../validation/safe-text";

/**
 * A path on this site: one leading slash (two would name another host), then segments of safe
 * characters, none of them "." or ".." (the browser would resolve them elsewhere).
 */
const isSitePath = (value: string): boolean =>
  /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/.test(value) && !value.split("/").some((segment) => segment === "." || segment === "..");

/**
 * An image's address as forms store it: a path on this site (a file of the repository,
 * /media/…, or a built-in /images/…), an https address, or "" for none.
 */
export const imageAddressSchema = safeText({ max: 500, messages: { tooLong: "Keep the image address under 500 characters." } }).refine(
  (value) => value === "" || isSitePath(value) || /^https:\/\/[^\s]+$/.test(value),
  "Use a site path such as /images/fleet/van.webp or an https:// address.",
);
