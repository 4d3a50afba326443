import type { ButtonHTMLAttributes, ReactNode } from "react";

/** Small building blocks shared by every admin screen, so they look and behave alike. */
type Variant = "primary" | "secondary" | "danger" | "ghost";
const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-stone-300 bg-white text-ink hover:bg-stone-100",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60",
  ghost: "text-brand-800 hover:bg-brand-50",
};

export function Button({
  variant = "primary",
  busy,
  children,
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      disabled={busy || props.disabled}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {busy ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}

export function Card({ title, actions, children, id }: { title?: string; actions?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={title && id ? `${id}-title` : undefined} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      {title ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
    </header>
  );
}

export function Badge({ tone = "neutral", children }: { tone?: "good" | "bad" | "warn" | "neutral"; children: ReactNode }) {
  const tones = {
    good: "bg-brand-100 text-brand-900",
    bad: "bg-red-100 text-red-900",
    warn: "bg-amber-100 text-amber-900",
    neutral: "bg-stone-100 text-stone-800",
  };
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">{children}</p>;
}

export function ErrorNote({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      {children}
    </p>
  );
}

export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded-lg bg-stone-100" />
      ))}
    </div>
  );
}
