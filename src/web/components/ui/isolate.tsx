import type { ReactNode } from "react";

/**
 * A Latin or numeric run inside text of either direction: <bdi dir="ltr"> keeps "+966 55 501 2345"
 * or "Hassan Al-Harbi" in its own order on an Arabic page, and nowrap keeps it on one line.
 */
export function Isolate({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap ${className}`}>
      {children}
    </bdi>
  );
}
