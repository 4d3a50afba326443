/** The customer pages' looks (the booking form's): phone-sized targets, one focus ring. */
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const primaryButton = `inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${focusRing}`;
export const secondaryButton = `inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-400 bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-stone-100 disabled:opacity-60 ${focusRing}`;
export const inputClass = `mt-1 block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700`;
export const labelClass = "block text-sm font-medium text-ink";
