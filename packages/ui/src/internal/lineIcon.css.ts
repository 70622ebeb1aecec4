import { style } from '@vanilla-extract/css';

/** A 20 px line icon beside or inside a control. */
export const lineIcon = style({ width: 20, height: 20, flexShrink: 0 });
