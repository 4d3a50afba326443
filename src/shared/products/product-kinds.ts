/** Product kinds and price units (DESIGN); plain constants so pages can use them without zod. */
export const PRODUCT_KINDS = ["airport_transfer", "intercity_transfer", "ziyarat_tour", "hourly_hire", "package"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRICE_UNITS = ["trip", "hour"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** VAT shown on every price (DESIGN: SAR in integer halalas, VAT 15%). */
export const VAT_RATE_PERCENT = 15;
