import { keyframes, style } from '@vanilla-extract/css';
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
