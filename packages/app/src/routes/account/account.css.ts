import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** A heading inside a card (below the card's own title). */
export const minorHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/**
 * An action with its outcome below it: no gap of its own, so an empty live region (kept in the page
 * so that what it says later is announced) takes no room; an outcome brings its own space.
 */
export const actionWithOutcome = style({ display: 'flex', flexDirection: 'column' });
export const outcome = style({ marginTop: vars.space.md });
