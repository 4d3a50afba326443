import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { MoreHorizontal } from "lucide-react";

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** A destructive item is red inside the menu, never a solid red button on every row. */
  danger?: boolean;
}

/**
 * A row's less frequent actions (Delete among them) behind one "More actions" button: the WAI-ARIA
 * menu button pattern. Enter, Space or ↓ opens it on the first item, ↑ on the last; ↑/↓, Home and
 * End move; Escape closes it and focus returns to the button; Tab or a click elsewhere closes it.
 */
export function RowMenu({ label, items, buttonRef }: { label: string; items: RowMenuItem[]; buttonRef?: RefObject<HTMLButtonElement | null> }) {
  const [open, setOpen] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const [focusAt, setFocusAt] = useState(0);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusAt]?.focus();
  }, [open, focusAt]);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open, button]);

  const openAt = (index: number) => {
    setFocusAt(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openAt(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusAt === last ? 0 : focusAt + 1, ArrowUp: focusAt === 0 ? last : focusAt - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setFocusAt(moves[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute end-0 z-30 mt-1 min-w-40 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={index === focusAt ? 0 : -1}
              onClick={() => {
                close(false);
                item.onSelect();
              }}
              className={`block w-full rounded-lg px-3 py-2 text-start text-sm focus-visible:outline-2 focus-visible:outline-brand-700 ${item.danger ? "text-red-800 hover:bg-red-50 focus:bg-red-50" : "text-ink hover:bg-stone-100 focus:bg-stone-100"}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
