import { lineIcon } from './lineIcon.css';

/** The drawing of the library's line icons: 24-unit grid, round 1.8-unit strokes in the text colour. */
export const lineIconProps = {
  className: lineIcon,
  viewBox: '0 0 24 24',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CheckIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M5 12.5 10 17.5 19 7" />
    </svg>
  );
}

export function EditIcon() {
  return (
    <svg aria-hidden {...lineIconProps}>
      <path d="M4.5 19.5h4l10-10a2.8 2.8 0 0 0-4-4l-10 10z" />
      <path d="M13 7l4 4" />
    </svg>
  );
}
