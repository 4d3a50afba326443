import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { UsersRepository } from "./users.repository";

export const DEFAULT_ADMIN_EMAIL = "admin@rihla.local";

export interface BootstrapResult {
  email: string;
  /** Present only when this call generated it: printed once, never stored in clear or logged. */
  generatedPassword?: string;
  created: boolean;
}

/** ~144 bits from the system's random source, in a form that is easy to copy. */
export function generateStrongPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Makes sure an admin account exists. ADMIN_EMAIL / ADMIN_PASSWORD choose it on the first start;
 * later starts leave an existing admin untouched (change passwords from the admin instead).
 */
export async function ensureAdminAccount(repository: UsersRepository, options: { email?: string; password?: string }): Promise<BootstrapResult> {
  const existing = await repository.anyAdmin();
  if (existing) return { email: existing.email, created: false };
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = options.password ?? generateStrongPassword();
  await repository.createWithPassword({
    id: randomUUID(),
    email,
    name: "Administrator",
    role: "admin",
    passwordHash: await hashPassword(password),
  });
  return { email, created: true, generatedPassword: options.password ? undefined : password };
}
