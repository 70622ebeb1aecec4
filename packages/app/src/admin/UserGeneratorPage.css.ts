import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

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

// Wide screens: a table. Narrow ones: each line a stacked card, its cells labelled by their column.
const narrow = '(max-width: 719px)';
export const report = style({});
globalStyle(`${report} tr[data-invalid] > *`, { background: vars.color.criticalSurface });
globalStyle(`${report} td, ${report} th`, { overflowWrap: 'anywhere' });
globalStyle(`${report} caption`, { '@media': { [narrow]: { display: 'block' } } });
globalStyle(`${report} thead`, {
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${report}, ${report} tbody, ${report} tr, ${report} td, ${report} tbody th`, {
  '@media': { [narrow]: { display: 'block', width: '100%' } },
});
globalStyle(`${report} tr`, {
  '@media': {
    [narrow]: {
      marginBlockEnd: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      overflow: 'hidden',
    },
  },
});
globalStyle(`${report} td, ${report} tbody th`, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      gap: vars.space.sm,
      borderBottom: 'none',
    },
  },
});
globalStyle(`${report} td::before, ${report} tbody th::before`, {
  '@media': { [narrow]: { content: 'attr(data-label)', fontWeight: vars.fontWeight.bold } },
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.critical });
export const okState = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });

export const created = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.text });
globalStyle(`${created} li`, { overflowWrap: 'anywhere' });
