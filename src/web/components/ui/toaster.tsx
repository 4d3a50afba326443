import * as Toast from "@radix-ui/react-toast";
import { useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { useTranslation } from "#web/lib/i18n/texts";
import { dismiss, takeQuickToasts, useToastState } from "./toast-store";

/** Spec §9: Radix toasts last 5000 ms, swipe away at 50 px, F8 focuses them. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
/** Spec §9: the second toast set (sonner) — 4000 ms, 3 visible, 356 px wide, 14 px gap. */
export const SONNER_DEFAULTS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

const toneClass = {
  success: "border-brand-600 bg-brand-50 text-brand-900",
  error: "border-red-400 bg-red-50 text-red-900",
  info: "border-stone-300 bg-white text-ink",
} as const;

export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const { toasts, pendingQuick } = useToastState();
  const { t } = useTranslation();
  useEffect(() => {
    for (const text of takeQuickToasts()) sonnerToast(text);
  }, [pendingQuick]);
  return (
    <>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} swipeDirection={dir === "rtl" ? "left" : "right"}>
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            type={toast.tone === "error" ? "foreground" : "background"}
            onOpenChange={(open) => !open && dismiss(toast.id)}
            className={`flex items-start justify-between gap-3 rounded-xl border p-4 shadow-lg ${toneClass[toast.tone]}`}
          >
            <div>
              <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
              {toast.description ? <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description> : null}
            </div>
            <Toast.Close aria-label={t("actions.close")} className="rounded px-2 text-lg leading-none">
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport
          hotkey={TOAST_HOTKEY}
          label="Notifications ({hotkey})"
          className="fixed bottom-4 end-4 z-[100] flex w-[min(92vw,380px)] flex-col gap-2 outline-none"
        />
      </Toast.Provider>
      <SonnerToaster
        dir={dir}
        duration={SONNER_DEFAULTS.duration}
        visibleToasts={SONNER_DEFAULTS.visibleToasts}
        gap={SONNER_DEFAULTS.gap}
        style={{ "--width": `${SONNER_DEFAULTS.width}px` } as React.CSSProperties}
        position={dir === "rtl" ? "top-left" : "top-right"}
      />
    </>
  );
}
