/**
 * The full-page screen shown instead of the site when the public configuration fails the
 * spec's start-up rules. Plain English and Arabic, no translations machinery: the app
 * itself may be what is misconfigured.
 */
export function ConfigurationError({ problems }: { problems: string[] }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-stone-100 p-6">
      <section role="alert" className="w-full max-w-2xl rounded-2xl border border-red-300 bg-white p-8 shadow">
        <h1 className="text-3xl font-bold text-red-800">Configuration Error</h1>
        <p className="mt-4 text-lg text-ink">The application is not properly configured. Please contact support or check the environment settings.</p>
        <p className="mt-2 text-ink" lang="ar" dir="rtl">
          التطبيق غير مُعدّ بشكل صحيح. يرجى التواصل مع الدعم أو مراجعة إعدادات البيئة.
        </p>
        <details className="mt-6">
          <summary className="cursor-pointer font-medium">Technical details</summary>
          <ul className="mt-2 list-disc space-y-1 ps-6 font-mono text-sm text-red-900">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </details>
      </section>
    </main>
  );
}
