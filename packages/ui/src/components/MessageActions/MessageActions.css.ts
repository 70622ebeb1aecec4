import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs });

// The buttons are IconButtons; Copy's check mark takes the positive tone while "Copied" shows.
globalStyle(`${root} [data-copied]`, { color: vars.color.positive });

export const notice = style({
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // Empty, it takes no room; it stays in the accessibility tree so that its next text is announced.
    '&:empty': { padding: 0 },
    '&[data-outcome="failed"]': { color: vars.color.critical },
  },
});
