import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
// The page's width is page.css's `formPage`: a property set here over one of page.css's own would
// lose wherever page.css's rules load later (the server inlines them after this chunk's).
import { input, selectListBox, selectOption, selectPopover } from '../routes/page.css';

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

// The select's parts: the one style for the app's selects, from page.css.
export { selectListBox as listBox, selectOption as option, selectPopover as popover };

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
