/**
 * The converter's arithmetic (spec section 2 and 5): a non-number amount gives no
 * conversion (null, never an error); the result has 2 decimals and the rate 4.
 */
export function parseAmount(input: string): number | null {
  const text = input
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function convertAmount(input: string, rate: number | null): number | null {
  const amount = parseAmount(input);
  if (amount === null || rate === null || !Number.isFinite(rate)) return null;
  return amount * rate;
}

const fixed =
  (digits: number) =>
  (value: number, locale = "en-GB") =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** Converted amounts: 2 decimals. */
export const formatConverted = fixed(2);
/** Exchange rates: 4 decimals. */
export const formatRate = fixed(4);
