import { z } from "zod";

/** ?page=… from a URL: a whole number ≥ 1; anything else is page 1. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
/** ?q=… search text, trimmed and bounded. */
export const searchTextSchema = z.string().trim().max(100).catch("");
