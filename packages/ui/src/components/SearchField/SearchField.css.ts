import { style } from '@vanilla-extract/css';
import { textInput } from '../../internal/field.css';
import { vars } from '../../theme/contract.css';

// The glass sits in the input's start padding and the clear button in its end padding, so the
// text never runs under either.
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchInput = style([
  textInput,
  {
    width: '100%',
    paddingInlineStart: 40,
    paddingInlineEnd: 44,
    selectors: {
      // The browser's own cancel button would double ours.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const glass = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: 4,
  width: 36,
  height: 36,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    // Nothing to clear: the button goes (Escape still clears from the keyboard).
    '[data-empty] &': { display: 'none' },
    '[data-disabled] &': { display: 'none' },
  },
});
