import * as Tooltip from "@radix-ui/react-tooltip";
import { useEffect, useRef, useState, type ReactElement } from "react";

/** Spec §9: a tooltip opens 700 ms after the pointer or focus arrives, or at once within 300 ms of another closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page (each has its own Radix provider, loaded on use): when one
// closed less than the skip delay ago, the next opens without waiting.
let lastClosedAt = 0;

/** Loaded by icon-tooltip.tsx on first use: the control, wrapped in Radix's tooltip with the spec's delays. */
export function TooltipParts({ label, wokenBy, children }: { label: string; wokenBy: "pointer" | "focus" | null; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    window.clearTimeout(timer.current);
    if (!next) {
      setOpen((was) => {
        if (was) lastClosedAt = Date.now();
        return false;
      });
      return;
    }
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };

  // The control is mounted again inside the tooltip, after the focus or pointer that brought the
  // code here arrived: focus goes back to it (which opens the tooltip), and a pointer still over
  // it (icon-tooltip.tsx knows) opens the tooltip as if it had just arrived.
  useEffect(() => {
    if (wokenBy === "focus") trigger.current?.focus();
    else if (wokenBy === "pointer") {
      change(true);
      // The browser sends no pointerleave to a control mounted under a resting pointer: the
      // first move off it closes the tooltip instead.
      const away = (event: globalThis.PointerEvent) => {
        if (trigger.current?.contains(event.target as Node)) return;
        change(false);
        document.removeEventListener("pointermove", away);
      };
      document.addEventListener("pointermove", away);
      return () => document.removeEventListener("pointermove", away);
    }
    // Once, for the control's first mount here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    // The delays are ours (above), so they hold across tooltips; Radix asks at once.
    <Tooltip.Provider delayDuration={0} skipDelayDuration={0}>
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger asChild ref={trigger}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 max-w-xs rounded-md bg-stone-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
            {label}
            <Tooltip.Arrow className="fill-stone-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
