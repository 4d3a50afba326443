import type { Language } from "#shared/i18n/languages";
import { operatorTexts } from "../operator-texts";

/* Three small pictures (inline SVG, no download) beside the words, for a driver who reads little. */
const PHONE = <rect x="14" y="4" width="20" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />;
const CROSS = <path d="M6 6 42 42" stroke="#b91c1c" strokeWidth="4" strokeLinecap="round" />;

const PICTURES = {
  keepOpen: (
    <>
      {PHONE}
      <circle cx="24" cy="22" r="5" fill="#ca8a04" />
      <path d="M24 12v3M24 29v3M14 22h3M31 22h3" stroke="#ca8a04" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  keepNoSwitch: (
    <>
      <rect x="6" y="10" width="16" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="26" y="10" width="16" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
      {CROSS}
    </>
  ),
  keepNoLock: (
    <>
      <rect x="14" y="22" width="20" height="16" rx="3" fill="currentColor" />
      <path d="M18 22v-5a6 6 0 0 1 12 0v5" fill="none" stroke="currentColor" strokeWidth="3" />
      {CROSS}
    </>
  ),
} as const;

export function KeepPictures({ language }: { language: Language }) {
  const t = operatorTexts(language);
  return (
    <ul className="op-pictures">
      {(Object.keys(PICTURES) as (keyof typeof PICTURES)[]).map((key) => (
        <li key={key}>
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            {PICTURES[key]}
          </svg>
          <span>{t(`sharing.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
