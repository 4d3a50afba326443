import { useId, useRef, type ReactNode } from "react";
import { dangerButton, dangerOutlineButton, primaryButton, secondaryButton } from "./booking-ui";

/**
 * A button that asks first, in the browser's own modal dialog (focus kept inside, Escape closes,
 * the page behind inert) — no dialog library on a customer's phone. The dialog's buttons say what
 * they do; a destructive one (`tone="danger"`) is red. On opening, focus goes to the safe button,
 * never to a text field inside: a phone's keyboard would rise over the buttons.
 */
export function ConfirmAction({
  label,
  title,
  text,
  confirmLabel,
  keepLabel,
  onConfirm,
  onOpen,
  busy,
  tone = "primary",
  children,
}: {
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  /** Called each time the dialog opens (to read what it should say, such as a refund). */
  onOpen?: () => void;
  busy: boolean;
  tone?: "primary" | "danger";
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const danger = tone === "danger";
  return (
    <>
      <button
        type="button"
        className={`${danger ? dangerOutlineButton : primaryButton} w-full sm:w-auto`}
        disabled={busy}
        onClick={() => {
          dialog.current?.showModal();
          keep.current?.focus();
          onOpen?.();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50"
      >
        <form
          method="dialog"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value === "yes") onConfirm();
          }}
        >
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          <p id={textId} className="mt-2 text-muted">
            {text}
          </p>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button ref={keep} type="submit" value="no" className={secondaryButton}>
              {keepLabel}
            </button>
            <button type="submit" value="yes" className={danger ? dangerButton : primaryButton}>
              {confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
