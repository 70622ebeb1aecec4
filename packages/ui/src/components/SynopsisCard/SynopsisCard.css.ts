import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 720,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const greeting = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const listItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const smallIcon = style({ width: 18, height: 18, flexShrink: 0, marginTop: 3 });
export const doIcon = style([smallIcon, { color: vars.color.positive }]);
export const dontIcon = style([smallIcon, { color: vars.color.critical }]);

export const highlights = style([plainList, { gap: vars.space.sm }]);

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const highlightIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  flexShrink: 0,
  padding: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});

export const highlightBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const highlightMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const category = style({ fontWeight: vars.fontWeight.medium });

/** Intensity is told by its label and by how many bars are filled, never by colour alone. */
export const intensityBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 1,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontWeight: vars.fontWeight.medium,
});

// A base class and one class per level (the shape a recipe gives, without its runtime in the bundle).
export const intensity = styleVariants({
  high: [intensityBase, { color: vars.color.caution, background: vars.color.cautionSurface }],
  medium: [intensityBase, { color: vars.color.info, background: vars.color.infoSurface }],
  low: [intensityBase, { color: vars.color.textMuted, background: vars.color.surfaceRaised }],
});

export const bars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 10 });
export const bar = style({ width: 3, borderRadius: 1, background: 'currentColor', opacity: 0.3 });
export const barHeight = styleVariants({ 1: { height: 4 }, 2: { height: 7 }, 3: { height: 10 } });
export const barOn = style({ opacity: 1 });

export const quote = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const quoteText = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  quotes: '"\u201C" "\u201D"',
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const attribution = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingInlineStart: vars.space.md,
  selectors: { '&::before': { content: '"\u2014 "' } },
});

export const teachingSource = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tradition = style({ selectors: { '&::before': { content: '"\u00B7"', marginInlineEnd: vars.space.xs } } });

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 160,
  textAlign: 'center',
});

export const loaderStack = style({ flexDirection: 'column' });

const noticeBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
});

export const notice = styleVariants({
  info: [noticeBase, { color: vars.color.info, background: vars.color.infoSurface }],
  critical: [noticeBase, { color: vars.color.critical, background: vars.color.criticalSurface }],
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

// Live regions stay in the tree while empty (so that what enters them is announced); spacing
// therefore comes from margins on filled regions, not from the footer's gap.
export const liveRegion = style({
  selectors: {
    '&:not(:empty)': { marginTop: vars.space.md },
    [`${footer}[data-ask-state="sent"] &`]: { marginTop: 0 },
  },
});

export const confirmation = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.positiveSurface,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.medium,
  // Focused by script when it replaces the focused Ask button; it is not a control, so no ring.
  outline: 'none',
});

export const confirmationIcon = style({ width: 20, height: 20, flexShrink: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
