import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The table reads on a wide screen; below this width each user is a card of its own. */
const wide = '(min-width: 760px)';

export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'block' } } });
export const narrowOnly = style({ '@media': { [wide]: { display: 'none' } } });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: 'normal' });

/** A username that opens the account: a link's look, a button's job. */
export const openButton = style({
  padding: 0,
  minHeight: 24,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const cell = style({ overflowWrap: 'anywhere' });
/** Room for a username before it breaks. */
export const userCell = style({ minWidth: '9rem', overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const openRow = style({});
globalStyle(`${openRow} td`, { background: vars.color.surfaceSunken });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const cardButton = style([
  openButton,
  {
    minHeight: 44,
    selectors: {
      '&[aria-current]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}`, paddingInlineStart: vars.space.sm },
    },
  },
]);

export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.positiveSurface,
  color: vars.color.positive,
});
export const statusDisabled = style([status, { background: vars.color.criticalSurface, color: vars.color.critical }]);

/** The account's facts: label beside value when there is room, above it when not. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold, color: vars.color.text });
globalStyle(`${facts} dd`, {
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 559px)': { marginBlockEnd: vars.space.xs } },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
globalStyle(`${stat} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${stat} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const detailHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ outline: 'none', overflowWrap: 'anywhere' });

/** The change forms side by side when there is room. */
export const changes = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
