import { style } from '@vanilla-extract/css';
import { textInput } from '../../internal/field.css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

// The button sits in the input's end padding, so the text never runs under it.
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const comboInput = style([textInput, { width: '100%', paddingInlineEnd: 48 }]);

export const button = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
