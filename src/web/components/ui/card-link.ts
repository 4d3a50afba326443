/*
 * A card that is one link (WCAG 2.2 target size; cards looked tappable but only their title was):
 * the title's link stretches over the whole card with a pseudo-element, so the card keeps one
 * link with one accessible name (the title) and its text stays selectable.
 */
export const LINK_CARD_CLASS = "relative transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-700 focus-within:ring-offset-2";
export const CARD_LINK_CLASS = "after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-none";
