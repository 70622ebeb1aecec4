import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const fileName = style({ overflowWrap: 'anywhere', color: vars.color.text });

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': { '(min-width: 640px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md } },
});

export const factTerm = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const summaryHeading = style({ outline: 'none', overflowWrap: 'anywhere' });
