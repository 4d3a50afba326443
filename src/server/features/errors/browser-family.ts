/**
 * A short, stable name for the browser that sent a report ("Chrome 131 · Android"), so a group
 * shows which browsers it hits without storing raw user-agent strings (they are long and can
 * carry anything the sender likes).
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /OPR\/(\d+)/],
  ["Samsung Internet", /SamsungBrowser\/(\d+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];
const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["Android", /Android/],
  ["iOS", /iPhone|iPad|iPod/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X/],
  ["Linux", /Linux|X11/],
];

export function browserFamily(userAgent: string | undefined): string {
  if (!userAgent) return "unknown";
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return [browser ?? "other", system].filter(Boolean).join(" · ").slice(0, 60);
}
