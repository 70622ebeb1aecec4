import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The form fields' shared look (TextField, SearchField, Select): one wrapper, label, control box,
// hint and error, so every field of a form lines up and reads alike.

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** The control's box: an input, or a select's button. */
export const control = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.critical },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** A text input's box (TextField, SearchField, ComboBox): it shows its focus however it came (typing goes there). */
export const textInput = style([
  control,
  { selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } } },
]);

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
