import { useEffect, useState } from "react";
import { showTimesIn } from "#web/lib/format-date-time";

/**
 * The back office's "show times in": Makkah time (the default, as every page and message says
 * it) or the viewer's device zone, for staff who work from elsewhere. Kept in this browser only.
 * It is applied after hydration, so the server's HTML and the first render agree; the pages'
 * data (and their times) arrive after that anyway.
 */
const KEY = "rihla.staff-times";
export type TimesShownIn = "makkah" | "device";

const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function stored(): TimesShownIn {
  try {
    return window.localStorage.getItem(KEY) === "device" ? "device" : "makkah";
  } catch {
    return "makkah";
  }
}

/**
 * The choice in force, a setter, and the device's zone (null until the page is up: the server
 * cannot know it). A change re-renders the back office with the new zone.
 */
export function useTimesShownIn(): { timesIn: TimesShownIn; setTimesIn: (next: TimesShownIn) => void; deviceZone: string | null } {
  const [timesIn, setChoice] = useState<TimesShownIn>("makkah");
  const [deviceZone, setDeviceZone] = useState<string | null>(null);
  useEffect(() => {
    setChoice(stored());
    setDeviceZone(deviceTimeZone());
  }, []);
  // Applied during render, before the pages below format their times with it.
  if (typeof window !== "undefined") showTimesIn(timesIn === "device" ? deviceTimeZone() : null);
  return {
    timesIn,
    deviceZone,
    setTimesIn: (next) => {
      try {
        window.localStorage.setItem(KEY, next);
      } catch {
        // Private mode: the choice lasts until the page is left.
      }
      setChoice(next);
    },
  };
}
