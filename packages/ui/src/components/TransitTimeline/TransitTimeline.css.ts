import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const laneSize = 30;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  color: vars.color.text,
});

export const instructions = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const scroller = style({ width: '100%', overflowX: 'auto', paddingBlock: vars.space.xs });

// A base class and one class per variant (a recipe's shape, without its runtime in the bundle).
const trackBase = style({
  position: 'relative',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const track = styleVariants(
  {
    horizontal: { minWidth: 640, marginBlockEnd: 24 },
    vertical: { width: '100%', minHeight: 30 * 22 },
  },
  (rule) => [trackBase, rule],
);

const tickBase = style({ position: 'absolute', background: vars.color.border, pointerEvents: 'none' });
export const tick = styleVariants(
  {
    horizontal: { top: 0, bottom: 0, width: 1 },
    vertical: { left: 0, right: 0, height: 1 },
  },
  (rule) => [tickBase, rule],
);

const tickLabelBase = style({
  position: 'absolute',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
export const tickLabel = styleVariants(
  {
    horizontal: { top: '100%', transform: 'translateX(-50%)', paddingBlockStart: 4 },
    vertical: { right: vars.space.xs, transform: 'translateY(-50%)' },
  },
  (rule) => [tickLabelBase, rule],
);

export const item = style({ position: 'absolute', transform: 'translate(-50%, -50%)' });

const markerBase = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: `2px solid ${vars.color.surfaceRaised}`,
  borderRadius: vars.radius.full,
  color: vars.color.onAccent,
  fontSize: 12,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.15)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 3px ${vars.color.text}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const marker = styleVariants(
  {
    transit: { background: vars.color.info, color: vars.color.infoSurface },
    'moon-phase': { background: vars.color.upsell, color: vars.color.upsellSurface },
    ingress: { background: vars.color.positive, color: vars.color.positiveSurface, borderRadius: vars.radius.sm },
  },
  (rule) => [markerBase, rule],
);

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: 64,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const detailLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const detailTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const detailText = style({ margin: 0, lineHeight: vars.lineHeight.body });
export const detailMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

// Inset from the track's ends, so that markers and date labels at day 0 and day 30 stay whole.
export const trackEdge = 32;
const inset = `${trackEdge / 2}px ${trackEdge}px`;
export const ticks = style({ position: 'absolute', inset });
export const events = style({ position: 'absolute', inset, margin: 0, padding: 0, listStyle: 'none' });
