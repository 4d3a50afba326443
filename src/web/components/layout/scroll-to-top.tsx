import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec §2: each page change scrolls to the top after 10 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 10;

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // Not on the first render: a freshly loaded page keeps the browser's own position (reload, #anchor).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
