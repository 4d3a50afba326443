/** Riyals as typed → halalas; empty is "no default price"; anything else stays NaN so the schema refuses it. */
export function halalasOf(text: string): number | null {
  const value = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٫]/g, ".");
  if (value === "") return null;
  const riyals = Number(value);
  if (!Number.isFinite(riyals)) return Number.NaN;
  const halalas = riyals * 100;
  // 12.34 × 100 is 1233.9999…: a float's noise is not a third decimal.
  return Math.abs(halalas - Math.round(halalas)) < 1e-6 ? Math.round(halalas) : halalas;
}
