import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec §2: each page change scrolls to the top after 10 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 10;

export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  // Not on the first render: a freshly loaded page keeps the browser's own position (reload, #anchor).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A link to a place in the page (/services#slug) goes to that place, not to the top.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const timer = window.setTimeout(() => (target ? target.scrollIntoView() : window.scrollTo(0, 0)), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash]);
  return null;
}
