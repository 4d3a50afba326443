/**
 * The Makkah live stream address in force: the one stored on /admin/configurations, or when that
 * is empty the MAKKAH_LIVE_STREAM_URL environment variable (or its default). "off" in either
 * place means no stream (null).
 */
export function streamAddressInForce(stored: string, environment: string): string | null {
  const value = stored.trim() === "" ? environment : stored.trim();
  return value === "" || value === "off" ? null : value;
}
