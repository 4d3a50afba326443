/** Minutes to read a text at 200 words a minute, at least 1 (shown on article cards). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
