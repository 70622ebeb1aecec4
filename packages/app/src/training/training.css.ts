import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import * as pageStyles from '../routes/page.css';

/** The personas, one card each, side by side when there is room. */
export const personaGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });

/** The editor beside the test console on a wide screen, above it on a narrow one. */
export const editorLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The two answers of the test console, side by side when there is room. */
export const answers = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const example = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
});

/** The test console stays in view while the long draft scrolls beside it. */
export const testConsole = style({
  '@media': { '(min-width: 1100px)': { position: 'sticky', top: vars.space.md } },
});

/** The history: the versions beside the open diff on a wide screen. */
export const historyLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const versionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const versionRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: 44,
  padding: vars.space.sm,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current]': { background: vars.color.surfaceSunken, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const rowTitle = style({ fontWeight: vars.fontWeight.bold });
export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const diff = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  maxHeight: 480,
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

const diffLineBase = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const diffLine = styleVariants({
  same: [diffLineBase],
  added: [diffLineBase, { background: vars.color.positiveSurface }],
  removed: [diffLineBase, { background: vars.color.criticalSurface }],
});

export const diffMark = style({ flex: 'none', width: '1ch', fontWeight: vars.fontWeight.bold });

export const personaPicker = style({ maxWidth: 280 });

/** The editor's page: wider than the others, so the test console fits beside the draft. */
export const widePage = style([pageStyles.page, { maxWidth: 1240 }]);

export const diffFolded = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontStyle: 'italic',
  borderBlock: `1px dashed ${vars.color.border}`,
});
