import { z } from "zod";
import { safeText } from "../validation/safe-text";

/** ?page=… from a URL: a whole number ≥ 1; anything else is page 1. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
/**
 * ?q=… and ?tag=… from a URL, trimmed and bounded; text with control characters (NUL included)
 * or too long is no search at all. The server's read API checks again (it never trusts a caller).
 */
export const searchTextSchema = safeText({ max: 100 }).catch("");
