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

/* How to allow the location again, as three pictures in the order of the steps: the lock beside the address, Location → Allow, the button. */
const TAP = <circle cx="24" cy="24" r="9" fill="none" stroke="#1d4ed8" strokeWidth="2.5" strokeDasharray="4 3" />;
const DENIED_STEPS = [
  <>
    <rect x="3" y="15" width="42" height="18" rx="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <rect x="8" y="23" width="9" height="7" rx="1.5" fill="currentColor" />
    <path d="M10 23v-2.5a2.5 2.5 0 0 1 5 0V23" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M21 24h18" stroke="#a8a29e" strokeWidth="2.5" strokeLinecap="round" />
    <circle cx="12.5" cy="24" r="8" fill="none" stroke="#1d4ed8" strokeWidth="2.5" strokeDasharray="4 3" />
  </>,
  <>
    <path d="M14 30c-5-6-7-9-7-13a7 7 0 0 1 14 0c0 4-2 7-7 13Z" fill="#b91c1c" />
    <circle cx="14" cy="17" r="2.5" fill="#fff" />
    <rect x="25" y="17" width="20" height="11" rx="5.5" fill="#15803d" />
    <circle cx="39.5" cy="22.5" r="4" fill="#fff" />
  </>,
  <>
    <rect x="4" y="15" width="40" height="18" rx="5" fill="#1d4ed8" />
    <path d="M24 29c-3-3.5-4.5-5.5-4.5-8a4.5 4.5 0 0 1 9 0c0 2.5-1.5 4.5-4.5 8Z" fill="#fff" />
    {TAP}
  </>,
];

export function DeniedPictures() {
  return (
    <p className="op-steps" aria-hidden="true">
      {DENIED_STEPS.map((picture, index) => (
        <span key={index}>
          {index > 0 && (
            <svg className="op-step-arrow" viewBox="0 0 16 48" width="16" height="48" focusable="false">
              <path d="m4 16 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
          <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
            {picture}
          </svg>
        </span>
      ))}
    </p>
  );
}
