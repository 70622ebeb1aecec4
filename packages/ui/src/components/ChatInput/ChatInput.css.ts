import { style } from '@vanilla-extract/css';
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
  // Sized by its content (or its placeholder) before any script runs, where the browser can: a
  // server-rendered composer then already has the height the script measures, and nothing below or
  // above it moves at hydration. Elsewhere the script's measure does it.
  fieldSizing: 'content',
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
    // Disabled, or read-only while a reply loads: muted alike.
    '&[data-disabled], &[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });

export const icon = style({ width: 20, height: 20 });

export const notice = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
  textAlign: 'center',
});
