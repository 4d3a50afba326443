import { cloneElement, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from "react";
import type * as TooltipPartsModule from "./icon-tooltip-parts";

type Parts = typeof TooltipPartsModule;
type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

// The tooltip's code (Radix and its positioning) is fetched the first time a person points at or
// focuses an icon-only control, never with a page's first load (public first-load budget).
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;
// Whether the pointer is over the control that asked for the code (one pointer, one control at a time).
let hovered = false;
const loadParts = () => (loading ??= import("./icon-tooltip-parts").then((module) => (parts = module)));

/**
 * The spec's tooltip (open delay 700 ms, skip delay 300 ms) naming an icon-only control. The
 * control keeps its own aria-label; the tooltip shows the same words to sighted people.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const [ready, setReady] = useState(parts !== null);
  const [wokenBy, setWokenBy] = useState<"pointer" | "focus" | null>(null);
  // Waking mounts the control again inside the tooltip: never between a press and its click (the
  // click would land on the control just removed and be lost), so a wake during a press waits.
  const press = useRef<{ down: boolean; touch: boolean; pending: (() => void) | null }>({ down: false, touch: false, pending: null });
  const released = () => {
    press.current.down = false;
    const pending = press.current.pending;
    press.current.pending = null;
    pending?.();
  };
  if (ready && parts)
    return (
      <parts.TooltipParts label={label} wokenBy={wokenBy}>
        {children}
      </parts.TooltipParts>
    );
  const wake = (by: "pointer" | "focus") =>
    void loadParts().then(() => {
      const apply = () => {
        // A pointer that left while the code was on its way opens nothing.
        setWokenBy(by === "pointer" && !hovered ? null : by);
        setReady(true);
      };
      if (press.current.down) press.current.pending = apply;
      else apply();
    });
  return cloneElement(children, {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      press.current.down = true;
      press.current.touch = event.pointerType === "touch";
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      released();
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === "touch") return;
      hovered = true;
      wake("pointer");
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      hovered = false;
      // A press dragged off the control brings no click.
      released();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      // A tap focuses the control too: a phone has no use for a tooltip, only for the tap.
      if (press.current.touch) {
        press.current.touch = false;
        return;
      }
      wake("focus");
    },
  });
}
