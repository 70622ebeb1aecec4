import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
  },
]);

// A long choice is cut with an ellipsis; the whole of it is in the list.
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
