import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { option as listOption } from '../../internal/listBox.css';
import { visuallyHiddenRules } from '../../internal/visuallyHidden.css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { '(max-width: 479px)': { gap: vars.space.xs } },
});

/** The pill shared by the toggle, the speed button and the play, stop and pause buttons. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // RAC reports interaction state as data attributes; style those, not :hover/:active.
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&[data-selected][data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    // A disabled control keeps AA text contrast (no opacity): only its border and cursor change.
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
  '@media': { [reducedMotion]: { transition: 'none', selectors: { '&[data-pressed]': { transform: 'none' } } } },
});

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

/** The words of a control: on the narrowest phones read, not shown, so the controls keep to one row. */
export const controlLabel = style({
  '@media': { '(max-width: 359px)': visuallyHiddenRules },
});

export const badgeIcon = style({ width: 14, height: 14, flexShrink: 0 });

export const speed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const speedLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  // On a phone the controls keep to one row: the speed's label is read, not shown (the button shows "1×").
  '@media': {
    '(max-width: 479px)': visuallyHiddenRules,
  },
});

export { listBox, popover } from '../../internal/listBox.css';

// The speed list is compact, like the small controls it drops from.
export const option = style([listOption, { minHeight: 36, fontSize: vars.fontSize.sm }]);

export const status = style({
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: '1px solid currentColor',
    maxWidth: '40rem',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    severity: {
      error: { color: vars.color.critical, background: vars.color.criticalSurface },
      warning: { color: vars.color.caution, background: vars.color.cautionSurface },
    },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.upsellSurface,
  color: vars.color.upsell,
  border: `1px solid ${vars.color.upsell}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
