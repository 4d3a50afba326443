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

/*
 * STC Pay's sandbox (docs.moyasar.com "Testing STC Pay"): these mobile numbers fail at initiation,
 * any other is asked for its OTP; the OTP then decides.
 */
export const STC_PAY_MOBILES: Record<string, string> = {
  "0515555555": "Mobile number is not registered to use the STC Pay service.",
  "0515555556": "Please update your information using the STC Pay app before attempting payment.",
  "0515555557": "The customer account status is invalid, please contact STC Pay support.",
  "0515555558": "You have exhausted your OTP attempts, please wait 15 minutes then try again.",
  "0515555559": "Please wait 60 seconds before attempting a new payment.",
};
export const STC_PAY_OTPS: Record<string, { status: "paid" | "failed"; message: string }> = {
  "123456": { status: "paid", message: "Paid" },
  "000000": { status: "paid", message: "Paid" },
  "111111": { status: "failed", message: "Insufficient Balance." },
  "222222": { status: "failed", message: "You have exceeded the allowed daily transaction limit for your STC Pay account." },
  "333333": { status: "failed", message: "You have exceeded the maximum allowed transaction amount." },
  "444444": { status: "failed", message: "Connection timed out while waiting for response from STC Pay service." },
};
export const stcPayOutcome = (otp: string) => STC_PAY_OTPS[otp] ?? { status: "failed" as const, message: "Invalid OTP" };

/*
 * Apple Pay's sandbox decides by amount (docs.moyasar.com "Apple Pay Test Cards": 200–300 SAR
 * paid, 1000–1100 UNSPECIFIED FAILURE, 1101–1200 INSUFFICIENT FUNDS…). There is no Apple wallet
 * in a test browser, so the stand-in's Apple Pay sheet lets the test say which of these outcomes
 * the wallet's card gives, whatever the amount.
 */
export const APPLE_PAY_OUTCOMES = {
  approved: { status: "paid", message: "APPROVED" },
  insufficient: { status: "failed", message: "INSUFFICIENT FUNDS" },
  declined: { status: "failed", message: "DECLINED" },
} as const;
export type ApplePayOutcome = keyof typeof APPLE_PAY_OUTCOMES;
