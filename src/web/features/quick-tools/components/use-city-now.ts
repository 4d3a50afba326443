import { useEffect, useState } from "react";

/**
 * "Now" as the server's clock has it, refreshed every second (spec section 2), so a visitor
 * abroad or with a wrong clock still sees the city's time. Starts at `initial` (what the server
 * rendered), then follows the browser's clock corrected by `offsetMs` once known.
 */
export function useCityNow(initial: number, offsetMs: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 1_000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/** Server clock minus the browser's, from an answer's server time and when it arrived. */
export const serverOffset = (serverTime: string | undefined, receivedAt: number) => (serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0);
