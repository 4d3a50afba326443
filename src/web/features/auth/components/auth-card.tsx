import type { ReactNode } from "react";
import { AdminLanguageSwitch } from "#web/components/admin/admin-language-switch";

/** The frame of the pages reachable without the admin layout: sign-in, MFA set-up, reset. */
export function AuthCard({ title, intro, children, wide }: { title: string; intro?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-stone-100 px-4 py-8">
      <div className={`flex w-full items-center justify-between ${wide ? "max-w-2xl" : "max-w-md"}`}>
        <a href="/" className="text-xl font-bold text-brand-900">
          Rihla · رحلة
        </a>
        <AdminLanguageSwitch />
      </div>
      <main id="main" className={`mt-8 w-full rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${wide ? "max-w-2xl" : "max-w-md"}`}>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
