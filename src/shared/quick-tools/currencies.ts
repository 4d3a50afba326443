/** The spec's currencies (section 9); the converter starts at 100 USD → SAR (section 2). */
export const CURRENCIES = ["USD", "EUR", "GBP", "SAR", "AED", "JPY", "CNY", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_AMOUNT = "100";
export const DEFAULT_FROM: Currency = "USD";
export const DEFAULT_TO: Currency = "SAR";
