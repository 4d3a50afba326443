/** The form's shared looks: phone-sized targets (at least 44 px high), one focus ring. */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-12 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${invalid ? "border-red-600" : "border-stone-400"}`;
export const primaryButton = `inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${focusRing}`;
export const secondaryButton = `inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-400 bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-stone-100 disabled:opacity-60 ${focusRing}`;
/** What cannot be undone (cancelling a booking): red, and its words say what it does. */
export const dangerButton = `inline-flex min-h-12 items-center justify-center rounded-lg bg-red-700 px-6 py-3 text-base font-semibold text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700`;
export const dangerOutlineButton = `inline-flex min-h-12 items-center justify-center rounded-lg border border-red-700 bg-white px-5 py-3 text-base font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700`;
export const linkButton = `inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-700 underline-offset-2 hover:underline ${focusRing}`;
export const labelClass = "block text-sm font-medium text-ink";
export const errorClass = "mt-1 text-sm font-medium text-red-700";
