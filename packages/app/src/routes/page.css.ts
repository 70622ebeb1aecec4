import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = {
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

export const page = style({
  width: '100%',
  maxWidth: 960,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const narrowPage = style([page, { maxWidth: 480 }]);

/** A page around one form with a long message (help, request, contact). */
export const formPage = style([page, { maxWidth: 640 }]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
});

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.body });
export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** A search above the list it filters: about 40 characters wide, never wider. */
export const searchField = style({ maxWidth: 420 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const textLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: focusRing,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A section's heading in a long page (a legal page's part, an update's entry). */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** A result a form turns into: focused by script (it is not a control), so no focus ring. */
export const formResult = style([form, { outline: 'none' }]);

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const fieldError = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
export const fieldHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'start', paddingBlockEnd: vars.space.sm, color: vars.color.textMuted });

export const tableScroll = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** Cards in a grid, usually a list: without the list's own indent, they line up with the heading. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const statValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A figure of the page: its caption above its content (a code example, a sample file). */
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xxs, minWidth: 0 });

/** Code or data shown as typed: monospace, wrapped, on a sunken surface. */
export const codeBlock = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
