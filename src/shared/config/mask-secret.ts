/** Secrets shown for display keep only the first 4 and last 4 characters (spec §5). */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return "";
  if (secret.length <= 8) return "•".repeat(secret.length);
  return `${secret.slice(0, 4)}${"•".repeat(Math.min(secret.length - 8, 12))}${secret.slice(-4)}`;
}
