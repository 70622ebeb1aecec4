import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const input = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

// Its height comes from `rows`; the reader may drag it taller.
export const textArea = style([input, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

// Lines as typed: a long line scrolls inside the area rather than wrapping.
export const codeLines = style({ whiteSpace: 'pre', overflowX: 'auto' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
