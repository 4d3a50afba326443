/*
 * Moyasar's published sandbox cards (docs.moyasar.com "Test Cards"): the stand-in answers with
 * the same outcomes, so a fixture written against it runs unchanged against the real sandbox.
 * Cards not listed fail, as the current sandbox does.
 */
export interface CardOutcome {
  status: "paid" | "failed";
  message: string;
  company: "mada" | "visa" | "master" | "amex";
}

const paid = (company: CardOutcome["company"]): CardOutcome => ({ status: "paid", message: "APPROVED", company });
const failed = (company: CardOutcome["company"], message: string): CardOutcome => ({ status: "failed", message, company });

export const TEST_CARDS: Record<string, CardOutcome> = {
  // mada
  "4201320111111010": paid("mada"),
  "4201320000013020": failed("mada", "UNSPECIFIED FAILURE"),
  "4201320000311101": failed("mada", "INSUFFICIENT FUNDS"),
  "4201320131000508": failed("mada", "DECLINED: LOST CARD"),
  "4201321234411220": failed("mada", "DECLINED"),
  "4201322267774310": failed("mada", "DECLINED: EXPIRED CARD"),
  "4201326324640570": failed("mada", "DECLINED: EXCEEDS WITHDRAWAL LIMIT"),
  "4201321144311528": failed("mada", "DECLINED: STOLEN CARD"),
  // Visa
  "4111111111111111": paid("visa"),
  "4123120000000000": failed("visa", "UNSPECIFIED FAILURE"),
  "4123120001090000": failed("visa", "INSUFFICIENT FUNDS"),
  "4123120001090109": failed("visa", "DECLINED"),
  // Mastercard
  "5421080101000000": paid("master"),
  "5105105105105100": failed("master", "UNSPECIFIED FAILURE"),
  "5457210001000092": failed("master", "INSUFFICIENT FUNDS"),
};

export function cardOutcome(number: string): CardOutcome {
  const known = TEST_CARDS[number];
  if (known) return known;
  const company = number.startsWith("3") ? "amex" : number.startsWith("5") ? "master" : "visa";
  return failed(company, "UNSPECIFIED FAILURE");
}

/** Moyasar shows a card as "4201-32XX-XXXX-1010". */
export function maskedCard(number: string): string {
  const digits = number.padEnd(16, "0");
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}XX-XXXX-${digits.slice(-4)}`;
}

/** Luhn, as the provider's form and API check it. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}
