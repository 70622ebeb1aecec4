import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
// The page's width is page.css's `formPage`: a property set here over one of page.css's own would
// lose wherever page.css's rules load later (the server inlines them after this chunk's).
import { input } from '../routes/page.css';

/** The conversation picker's button: an input's look, its value left, the arrow right. */
export const selectButton = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

export const selectValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  outline: 'none',
});

export const listBox = style({ outline: 'none', maxHeight: 320, overflowY: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

/** The reference, large enough to copy down. */
export const reference = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const referenceValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});
