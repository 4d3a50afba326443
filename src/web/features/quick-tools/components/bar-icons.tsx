/*
 * The Quick Tools bar's six icons, drawn as lucide draws them (same paths, 24×24, 2 px stroke)
 * but inline: lucide-react's runtime (≈ 1.5 KB gzip) would otherwise load with every public page.
 */
const ICONS = {
  clock: <path d="M12 6v6l4 2M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0" />,
  // lucide "banknote": the "coins" icon read as a chain link on a phone (issue 10).
  banknote: (
    <>
      <rect width="20" height="12" x="2" y="6" rx="2" />
      <circle cx="12" cy="12" r="2" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  "cloud-sun": <path d="M12 2v2m-7.07.93 1.41 1.41M20 12h2m-2.93-7.07-1.41 1.41m-1.713 6.31a4 4 0 0 0-5.925-4.128M13 22H7a5 5 0 1 1 4.9-6H13a3 3 0 0 1 0 6Z" />,
  video: (
    <>
      <path d="m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5" />
      <rect x="2" y="6" width="14" height="12" rx="2" />
    </>
  ),
  "message-circle": <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />,
  "chevrons-up": <path d="m17 11-5-5-5 5m10 7-5-5-5 5" />,
};
export type BarIconName = keyof typeof ICONS;

export function BarIcon({ name, className = "h-[18px] w-[18px] shrink-0" }: { name: BarIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {ICONS[name]}
    </svg>
  );
}
