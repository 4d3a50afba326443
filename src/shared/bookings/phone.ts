/*
 * Customers type their mobile the way they know it: "+966 50 123 4567", "0501234567",
 * "501234567", "00966501234567", often in Arabic-Indic digits. We store E.164 (WhatsApp needs it).
 * A number without a country code is read as Saudi: the form's default country, and the only
 * local format we can tell apart safely.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** The number in E.164 ("+966501234567"), or null when it cannot be a phone number. */
export function normalisePhone(input: string): string | null {
  let value = westernDigits(input.trim()).replace(/[\s().\-\u200E\u200F]/g, "");
  if (value.startsWith("00")) value = `+${value.slice(2)}`;
  else if (/^9665\d{8}$/.test(value)) value = `+${value}`;
  else if (/^05\d{8}$/.test(value)) value = `+966${value.slice(1)}`;
  else if (/^5\d{8}$/.test(value)) value = `+966${value}`;
  // "+966 05…": the trunk 0 is written out of habit after the country code.
  if (/^\+9660\d{9}$/.test(value)) value = `+966${value.slice(5)}`;
  if (!/^\+[1-9]\d{6,14}$/.test(value)) return null;
  // Saudi numbers have exactly nine digits after +966 (mobiles 5XXXXXXXX, landlines 1X…).
  if (value.startsWith("+966") && !/^\+966[1-9]\d{8}$/.test(value)) return null;
  return value;
}

/** True for a Saudi mobile in E.164 (+9665XXXXXXXX), the ones that can receive WhatsApp locally. */
export function isSaudiMobile(e164: string): boolean {
  return /^\+9665\d{8}$/.test(e164);
}
