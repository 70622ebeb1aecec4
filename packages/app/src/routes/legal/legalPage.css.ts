import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import * as base from '../page.css';

/** From this width the table of contents sits beside the text and follows the reader down. */
const twoColumns = '(min-width: 960px)';

/** The readable measure of the text: about 70 characters a line. */
const measure = '70ch';

// The shell's page frame, as is: composing it with another width loses to it when the page's own
// stylesheet happens to load first.
export { page } from '../page.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: measure });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [twoColumns]: { gridTemplateColumns: `15rem minmax(0, ${measure})` } },
});

export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: measure,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { [twoColumns]: { position: 'sticky', insetBlockStart: vars.space.lg } },
});

export const tocTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const tocList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** A link of the page's own: a plain anchor (in-page and outside links), so `:focus-visible`, not RAC's data attribute. */
export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const tocLink = style([
  link,
  {
    display: 'block',
    // A comfortable target for a finger: the list is the page's navigation on a phone.
    paddingBlock: vars.space.xxs,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: measure,
  minWidth: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  // An address or a long word never pushes the page sideways on a narrow screen.
  overflowWrap: 'anywhere',
});

globalStyle(`${body} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style([
  base.sectionHeading,
  {
    // A heading reached from the table of contents keeps a little room above it.
    scrollMarginBlockStart: vars.space.lg,
  },
]);

export const subTitle = style({
  margin: 0,
  // A little more room above than below: the heading belongs to the text under it.
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The crisis resources: set apart from the text around them so they are found at a glance. */
export const resources = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
});

// A phone number or a label never breaks across lines.
globalStyle(`${resources} strong`, { whiteSpace: 'nowrap' });

export const careNotice = style({});
globalStyle(`${careNotice} p + p`, { marginBlockStart: vars.space.xs });
// The link reads in the notice's text colour, which keeps its contrast on the notice's surface.
globalStyle(`${careNotice} a`, { color: 'inherit' });
