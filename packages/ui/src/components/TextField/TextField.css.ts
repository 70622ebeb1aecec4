import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

// A text input shows its focus wherever it came from (typing goes there).
export const input = style([
  control,
  { selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } } },
]);

// Its height comes from `rows`; the reader may drag it taller.
export const textArea = style([input, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

// Lines as typed: a long line scrolls inside the area rather than wrapping.
export const codeLines = style({ whiteSpace: 'pre', overflowX: 'auto' });
