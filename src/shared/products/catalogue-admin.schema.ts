import { z } from "zod";
import { imageAddressSchema } from "../files/image-address";
import { EXTRA_KINDS } from "../bookings/extras";
import { MULTIPLIER_MAX, MULTIPLIER_MIN, MULTIPLIER_ONE } from "../bookings/season";
import { safeText } from "../validation/safe-text";
import { slugSchema } from "../validation/ids";
import { ZONES } from "../bookings/zones";
import { PRODUCT_KINDS } from "./product-kinds";

/*
 * The payloads of admin products (/admin/products): one schema per form, used by the form and by
 * the route. Money is entered in riyals (what staff think in) and stored in halalas; the route
 * converts with riyalsToHalalas. Messages are plain English sentences: the admin is English first.
 */
const name = (label: string, max = 120) =>
  z.object({
    en: safeText({ min: 1, max, messages: { tooShort: `Enter the ${label} in English.`, tooLong: `Keep the ${label} under ${max} characters.` } }),
    ar: safeText({ max, messages: { tooLong: `Keep the ${label} under ${max} characters.` } }),
  });
const longText = (label: string, max: number) =>
  z.object({
    en: safeText({ max, multiline: true, messages: { tooLong: `Keep the ${label} under ${max} characters.` } }),
    ar: safeText({ max, multiline: true, messages: { tooLong: `Keep the ${label} under ${max} characters.` } }),
  });
const image = imageAddressSchema;
const sortOrder = z.number({ error: "Enter a whole number." }).int("Enter a whole number.").min(0, "Use 0 or more.").max(10_000, "Use at most 10,000.");
/** Riyals with at most 2 decimals (halalas), never negative, at most 1,000,000. */
export const riyalsSchema = z
  .number({ error: "Enter an amount in riyals." })
  .min(0, "The amount cannot be negative.")
  .max(1_000_000, "The amount is too large (at most SAR 1,000,000).")
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Use at most two decimals.");

export const riyalsToHalalas = (riyals: number): number => Math.round(riyals * 100);
export const halalasToRiyals = (halalas: number): number => halalas / 100;

export const productInputSchema = z.object({
  slug: slugSchema.min(1, "Enter an address such as airport-transfer."),
  kind: z.enum(PRODUCT_KINDS, { error: "Choose a kind." }),
  name: name("name"),
  summary: longText("summary", 300),
  description: longText("description", 10_000),
  image,
  active: z.boolean(),
  sortOrder,
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const vehicleClassInputSchema = z.object({
  slug: slugSchema.min(1, "Enter an address such as van."),
  name: name("name"),
  description: longText("description", 1_000),
  image,
  passengers: z.number({ error: "Enter the number of passengers." }).int("Enter a whole number.").min(1, "At least 1 passenger.").max(80, "At most 80."),
  bags: z.number({ error: "Enter the number of bags." }).int("Enter a whole number.").min(0, "Use 0 or more.").max(100, "At most 100."),
  features: z.array(name("feature", 80)).max(12, "At most 12 features."),
  active: z.boolean(),
  sortOrder,
});
export type VehicleClassInput = z.infer<typeof vehicleClassInputSchema>;

const isoDate = z.string({ error: "Enter a date." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");
export const seasonInputSchema = z
  .object({
    name: name("name"),
    startDate: isoDate,
    endDate: isoDate,
    /** ×1.25 is entered as 1.25; stored as basis points. */
    multiplier: z
      .number({ error: "Enter a multiplier such as 1.25." })
      .min(MULTIPLIER_MIN / MULTIPLIER_ONE, `At least ×${MULTIPLIER_MIN / MULTIPLIER_ONE}.`)
      .max(MULTIPLIER_MAX / MULTIPLIER_ONE, `At most ×${MULTIPLIER_MAX / MULTIPLIER_ONE}.`),
    productId: z.number().int().positive().nullable(),
  })
  .superRefine((value, ctx) => {
    for (const key of ["startDate", "endDate"] as const)
      if (Number.isNaN(Date.parse(`${value[key]}T00:00:00Z`)) || new Date(`${value[key]}T00:00:00Z`).toISOString().slice(0, 10) !== value[key])
        ctx.addIssue({ code: "custom", path: [key], message: "This date does not exist." });
    if (value.endDate < value.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date." });
  });
export type SeasonInput = z.infer<typeof seasonInputSchema>;
export const multiplierToBasisPoints = (multiplier: number): number => Math.round(multiplier * MULTIPLIER_ONE);

export const extraKindSchema = z.enum(EXTRA_KINDS, { error: "Unknown extra." });
export const extraInputSchema = z.object({
  name: name("name", 80),
  amountRiyals: riyalsSchema,
  active: z.boolean(),
  sortOrder,
});
export type ExtraInput = z.infer<typeof extraInputSchema>;

/*
 * A product's routes and their prices, saved at once from the route × class grid (PUT
 * /api/admin/products/:id/routes): a route with an id is kept and updated, a route without one is
 * added, a stored route left out is deleted with its prices. Tours keep their stops here too.
 */
const zone = z.enum(ZONES, { error: "Choose a place (zone)." });
const routePriceSchema = z
  .object({
    vehicleClassId: z.number({ error: "Choose a vehicle class." }).int().positive("Choose a vehicle class."),
    amountRiyals: riyalsSchema.refine((value) => value > 0, "Enter a price above zero."),
    minimumHours: z.number().int("Enter a whole number of hours.").min(1, "At least 1 hour.").max(24, "At most 24 hours.").nullable(),
  })
  .strict();
export const routeInputSchema = z
  .object({
    id: z.number().int().positive().nullable(),
    fromZone: zone,
    toZone: zone.nullable(),
    bothWays: z.boolean(),
    prices: z.array(routePriceSchema).min(1, "Give this route at least one price.").max(20),
  })
  .strict();
export const productRoutesInputSchema = z
  .object({
    routes: z.array(routeInputSchema).max(60, "At most 60 routes."),
    stops: z.array(name("stop", 120)).max(20, "At most 20 stops."),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.routes.forEach((route, index) => {
      const key = `${route.fromZone}>${route.toZone ?? ""}`;
      const back = `${route.toZone ?? ""}>${route.fromZone}`;
      if (seen.has(key) || (route.toZone !== null && seen.has(back)))
        ctx.addIssue({ code: "custom", path: ["routes", index, "toZone"], message: "This route is already in the list." });
      seen.add(key);
      if (route.bothWays && route.toZone !== null) seen.add(back);
      const classes = new Set<number>();
      route.prices.forEach((price, priceIndex) => {
        if (classes.has(price.vehicleClassId))
          ctx.addIssue({ code: "custom", path: ["routes", index, "prices", priceIndex, "vehicleClassId"], message: "One price per vehicle class." });
        classes.add(price.vehicleClassId);
      });
    });
  });
export type RouteInput = z.infer<typeof routeInputSchema>;
export type ProductRoutesInput = z.infer<typeof productRoutesInputSchema>;
