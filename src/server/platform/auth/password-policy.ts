import { readFileSync } from "node:fs";
import { PASSWORD_MAX, PASSWORD_MIN } from "#shared/auth/auth.schema";

/**
 * ASVS 6.2: length 12–128, no composition rules, and no password from a list of common ones
 * (30,000 entries shipped beside this file), compared case-insensitively.
 */
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    common = new Set(
      text
        .split("\n")
        .filter((line) => line && !line.startsWith("#"))
        .map((line) => line.trim().toLowerCase()),
    );
  }
  return common;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}

export const WEAK_PASSWORD_MESSAGE = "This password is too common or too easy to guess. Choose another.";

/** The problem with a new password, or null when it may be used. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return WEAK_PASSWORD_MESSAGE;
  // One character repeated, or the account's own email, is as guessable as a listed password.
  if (new Set(lower).size <= 2) return WEAK_PASSWORD_MESSAGE;
  if (context.email && (lower === context.email.toLowerCase() || lower === context.email.split("@")[0]?.toLowerCase())) return WEAK_PASSWORD_MESSAGE;
  return null;
}
