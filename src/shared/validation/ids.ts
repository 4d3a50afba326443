import { z } from "zod";

/*
 * ARCHITECTURE rule 10: ids and slugs are validated by shape before any query, so a path like
 * /users/%00/… or /blog/%00 is a 404 and never reaches the database (which refuses NUL with an
 * error that would otherwise become a 5xx).
 */

/** A record id in a path: our uuids, token hashes (hex) and better-auth's ids all fit. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "Not a valid id.");
export const uuidSchema = z.uuid("Not a valid id.");
/** A content slug: lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a valid address.");

export const isId = (value: string): boolean => idSchema.safeParse(value).success;
export const isSlug = (value: string): boolean => slugSchema.safeParse(value).success;
