import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tones = {
  caution: { color: vars.color.caution, background: vars.color.cautionSurface, borderColor: vars.color.caution },
  critical: { color: vars.color.critical, background: vars.color.criticalSurface, borderColor: vars.color.critical },
  upsell: { color: vars.color.upsell, background: vars.color.upsellSurface, borderColor: vars.color.upsell },
} as const;

// Text in a tone's colour on the same tone's surface: the pairs the palette's contrast test covers.
export const tone = styleVariants(tones);

const motion = {
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
} as const;

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderStyle: 'solid',
  borderWidth: 1,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const icon = style({ width: 24, height: 24, flexShrink: 0, alignSelf: 'flex-start' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0 });

export const meter = style({
  height: 6,
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});
export const meterFill = style({ height: '100%', borderRadius: vars.radius.full, background: 'currentColor' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderStyle: 'solid',
  borderWidth: 1,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const cardIcon = style({ width: 28, height: 28, flexShrink: 0 });

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

export const offers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const offerLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const priceNow = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const priceWas = style({ color: vars.color.textMuted, textDecorationLine: 'line-through' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  ...motion,
} as const;

// RAC reports interaction state as data attributes; style those, not :hover/:active.
const linkStates = {
  '&[data-pressed]': { transform: 'scale(0.97)' },
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

/** "Upgrade Now": the card's main action, on the accent. */
export const upgradeNow = style({
  ...linkBase,
  background: vars.color.accent,
  color: vars.color.onAccent,
  border: `1px solid ${vars.color.accent}`,
  selectors: { ...linkStates, '&[data-hovered]': { background: vars.color.accentHover } },
});

/** "Upgrade Plan": outlined in the banner's own tone, so it reads as part of the warning. */
export const upgradePlan = style({
  ...linkBase,
  flexShrink: 0,
  background: 'transparent',
  color: 'inherit',
  border: '1px solid currentColor',
  selectors: { ...linkStates, '&[data-hovered]': { textDecoration: 'underline' } },
});
