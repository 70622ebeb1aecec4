import { style } from '@vanilla-extract/css';
import { touchTargetRules } from '../../internal/touchTarget';
import { visuallyHiddenRules } from '../../internal/visuallyHidden.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  // A phone's header is one row: less room around everything.
  '@media': { '(max-width: 479px)': { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

/** On a phone the logo stands for the name, which stays the link's accessible name. */
export const wordmark = style({
  '@media': {
    '(max-width: 479px)': visuallyHiddenRules,
  },
});

const focusRing = {
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

export const home = style({
  // A 44 px target on a phone too, where the product name is hidden and the logo alone is 32 px.
  ...touchTargetRules,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  outline: 'none',
  selectors: { ...touchTargetRules.selectors, ...focusRing },
});

export const nav = style({ marginInlineStart: 'auto' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  // A short name ("Info") is narrower than a finger.
  ...touchTargetRules,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, textDecoration: 'underline' },
    '&[data-current]': { background: vars.color.surfaceSunken, textDecoration: 'underline' },
    ...touchTargetRules.selectors,
    ...focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(max-width: 479px)': { paddingInline: vars.space.sm },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { '(max-width: 479px)': { gap: vars.space.xs } },
});
