import type { ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { Button } from "#web/components/admin/admin-ui";

/** One action's box: a heading tied to the region, then its form. */
export function ActionSection({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={`rounded-xl border p-3 ${danger ? "border-red-200" : "border-stone-200"}`} aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The server's refusal (kept above the button until the next try) and the form's button. */
export function ActionSubmit({
  errors,
  label,
  busy,
  variant = "primary",
}: {
  errors: FieldErrors;
  label: string;
  busy: boolean;
  variant?: "primary" | "secondary" | "danger";
}) {
  const refusal = errors.root?.server?.message;
  return (
    <>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant={variant} busy={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}
