import { style } from '@vanilla-extract/css';
import { textInput } from '../../internal/field.css';
import { vars } from '../../theme/contract.css';

export { field, label } from '../../internal/field.css';

export const input = textInput;

// Its height comes from `rows`; the reader may drag it taller.
export const textArea = style([input, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

// Lines as typed: a long line scrolls inside the area rather than wrapping.
export const codeLines = style({ whiteSpace: 'pre', overflowX: 'auto' });
