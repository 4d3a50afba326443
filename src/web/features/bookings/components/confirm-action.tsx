import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { primaryButton, secondaryButton } from "./booking-ui";

/**
 * A button that asks first, in the browser's own modal dialog (focus kept inside, Escape closes,
 * the page behind inert) — no dialog library on a customer's phone.
 */
export function ConfirmAction({
  label,
  title,
  text,
  onConfirm,
  busy,
  tone = "primary",
  children,
}: {
  label: string;
  title: string;
  text: string;
  onConfirm: () => void;
  busy: boolean;
  tone?: "primary" | "secondary";
  children?: ReactNode;
}) {
  const { t } = useTranslation("booking");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className={`${tone === "primary" ? primaryButton : secondaryButton} w-full sm:w-auto`}
        disabled={busy}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
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
          <p className="mt-2 text-muted">{text}</p>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="submit" value="no" className={secondaryButton}>
              {t("info.keep")}
            </button>
            <button type="submit" value="yes" className={primaryButton}>
              {t("info.confirm")}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
