import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { description, error, field } from '../../internal/field.css';

const transition = `${vars.motion.fast} ${vars.motion.easing}`;
const still = { '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } } as const;

/** The switch's label: the track and thumb before its words, 44 px tall to touch. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const track = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 44,
  height: 26,
  padding: 3,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${transition}, border-color ${transition}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
  ...still,
});

export const thumb = style({
  display: 'block',
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${transition}, background-color ${transition}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(18px)', background: vars.color.onAccent },
    // Right to left, "on" is at the start: the thumb moves the other way.
    [`[dir=rtl] ${root}[data-selected] &`]: { transform: 'translateX(-18px)' },
  },
  ...still,
});
