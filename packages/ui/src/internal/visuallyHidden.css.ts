import { style } from '@vanilla-extract/css';

/** The rules that hide an element on screen but leave it to assistive technology. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
