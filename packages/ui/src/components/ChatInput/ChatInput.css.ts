import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = { '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const box = style({
  display: 'flex',
  // On a narrow screen the extra controls (a listening microphone's countdown) wrap under the text.
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // The whole box shows focus while the textarea has it; the buttons ring themselves.
    '&:has(textarea:focus)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
  ...reducedMotion,
});

export const field = style({ display: 'flex', flex: '1 1 10rem', minWidth: 0 });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  // Borderless, so that scrollHeight is the height the textarea needs.
  border: 'none',
  margin: 0,
  paddingBlock: 10,
  paddingInline: vars.space.md,
  minHeight: 44,
  maxHeight: 180,
  overflowY: 'auto',
  resize: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });

// A base class and one class per kind (the shape a recipe gives, without its runtime in the bundle).
const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
  ...reducedMotion,
});

export const action = styleVariants({
  send: [
    actionBase,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover } },
    },
  ],
  stop: [
    actionBase,
    {
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surface } },
    },
  ],
});

export const icon = style({ width: 20, height: 20 });

export const notice = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
  textAlign: 'center',
});
