import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Shared by the status screens (ErrorScreen, NotFound, ConnectionIssue, VerifyingAccess).

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Fills the page (or its slot) and centres what it holds. */
export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '60vh',
  padding: vars.space.xl,
});

export const fullPage = style([page, { minHeight: '100vh' }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 480,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  // Focused by script so screen readers start here; it is not a control, so no ring.
  outline: 'none',
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const textGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const icon = style({ width: 48, height: 48, flexShrink: 0 });
export const criticalIcon = style([icon, { color: vars.color.critical }]);
export const cautionIcon = style([icon, { color: vars.color.caution }]);

/** Buttons and links that look like buttons (RAC `Button` and `Link`). */
export const action = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      // RAC reports interaction state as data attributes; style those, not :hover/:active.
      // Pressed is a colour change (per variant), not a scale: a transform leaves the element on
      // its own compositor layer for a while, which shifts its anti-aliasing in screenshots.
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            background: vars.color.accentHover,
            borderColor: vars.color.accentHover,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

/** An inline text link (the support e-mail). */
export const textLink = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const loader = style({ flexDirection: 'column', gap: vars.space.md, fontSize: vars.fontSize.md });
