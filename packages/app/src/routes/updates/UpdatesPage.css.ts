import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The readable measure of the text: about 70 characters a line. */
const measure = '70ch';

/**
 * The shell's page frame (page.css.ts `page`) narrowed to the text's measure: written out rather
 * than composed, since a composed width loses to the frame's own when its stylesheet loads later.
 */
export const page = style({
  width: '100%',
  maxWidth: `calc(${measure} + 2 * ${vars.space.lg})`,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  // A long word never pushes the page sideways on a narrow screen.
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 380px)': { padding: vars.space.md } },
});

/** The date above the title: the entry's heading names what changed, the date when. */
export const date = style({
  margin: 0,
  order: -1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
