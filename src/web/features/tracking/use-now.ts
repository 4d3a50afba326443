import { useEffect, useState } from "react";

/**
 * The time, re-read every `everyMs` once the page runs in the browser; null while rendering on the
 * server and hydrating (the caller uses the server's own time then, so both renders agree).
 */
export function useNow(everyMs = 1_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
