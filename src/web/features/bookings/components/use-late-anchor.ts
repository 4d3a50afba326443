import { useEffect } from "react";

/**
 * A link into a part of the page that appears only after hydration (the booking page's payments
 * load lazily, then read their summary): the browser's own jump to `#id` found the part empty at
 * load, so once it has content it is brought into view, once. It gives up after 20 s (a slow
 * line, or the part never comes: online payment off) and never moves a page the visitor scrolled.
 */
export function useLateAnchor(id: string, ready: boolean) {
  useEffect(() => {
    if (!ready || window.location.hash !== `#${id}`) return;
    const target = document.getElementById(id);
    if (!target) return;
    const startY = window.scrollY;
    const show = () => {
      if (target.childElementCount === 0 || target.offsetHeight === 0) return false;
      // The visitor moved meanwhile: leave them where they are.
      if (Math.abs(window.scrollY - startY) < 40) target.scrollIntoView({ block: "start" });
      return true;
    };
    if (show()) return;
    const observer = new MutationObserver(() => {
      if (show()) stop();
    });
    const timer = window.setTimeout(() => stop(), 20_000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(target, { childList: true, subtree: true });
    return stop;
  }, [id, ready]);
}
