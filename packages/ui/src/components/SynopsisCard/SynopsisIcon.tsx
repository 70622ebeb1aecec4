import type { ReactNode } from 'react';
import type { SynopsisIconName } from './synopsis';

const paths: Record<SynopsisIconName, ReactNode> = {
  moon: <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
      />
    </>
  ),
  star: <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />,
  sparkles: (
    <>
      <path fill="currentColor" d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8z" />
      <path fill="currentColor" d="M18.5 14l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" />
    </>
  ),
  heart: (
    <path
      fill="currentColor"
      d="M12 20.5s-8-4.8-8-10.4A4.4 4.4 0 0 1 12 7.5a4.4 4.4 0 0 1 8 2.6c0 5.6-8 10.4-8 10.4z"
    />
  ),
  briefcase: (
    <>
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M9 6.5V4.5h6v2" />
      <rect x="3" y="6.5" width="18" height="13" rx="2.5" fill="currentColor" />
    </>
  ),
  planet: (
    <>
      <circle cx="12" cy="12" r="5.5" fill="currentColor" />
      <ellipse
        cx="12"
        cy="12"
        rx="10"
        ry="3.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        transform="rotate(-20 12 12)"
      />
    </>
  ),
  leaf: (
    <>
      <path fill="currentColor" d="M4.5 19.5C4.5 10.5 10 4.8 20 4c-.8 10-6.5 15.5-15.5 15.5z" />
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M4.5 19.5l8-8" />
    </>
  ),
};

// `paths` has exactly the names of `synopsisIconNames` (its type says so); own keys only.
const isIconName = (icon: string): icon is SynopsisIconName => Object.hasOwn(paths, icon);

/** A highlight's icon: drawn for a known name, shown as text for a short value (an emoji), else a star. */
export function SynopsisIcon({ icon, className }: { icon: string; className?: string }) {
  if (!isIconName(icon) && icon.trim() !== '' && [...icon.trim()].length <= 4) {
    return (
      <span className={className} aria-hidden>
        {icon.trim()}
      </span>
    );
  }
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable={false} data-icon={icon}>
      {paths[isIconName(icon) ? icon : 'star']}
    </svg>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 12.5l4.5 4.5L19 7.5"
      />
    </svg>
  );
}

export function CrossIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        d="M6.5 6.5l11 11M17.5 6.5l-11 11"
      />
    </svg>
  );
}
