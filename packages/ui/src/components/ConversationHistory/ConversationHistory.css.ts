import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const fade = `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

// Layout only (the looks come from the library's Button).
export const fullWidth = style({ width: '100%' });
export const startAligned = style({ alignSelf: 'flex-start' });

// --- Search ---------------------------------------------------------------------------------------
export const search = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  width: 18,
  height: 18,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  paddingInlineStart: 40,
  paddingInlineEnd: 44,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    // The field's own clear button replaces the browser's.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

// Layout only: the IconButton sits over the field's inline end (the input keeps 44 px free for it).
export const clearButton = style({ position: 'absolute', insetInlineEnd: 0 });

// --- Undo -----------------------------------------------------------------------------------------
// Always in the page (its status must exist before it speaks); it takes room only while open.
export const undoBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  selectors: {
    '&[data-open]': {
      paddingBlock: vars.space.xs,
      paddingInlineStart: vars.space.md,
      paddingInlineEnd: vars.space.xs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceSunken,
    },
    '&:not([data-open])': { marginBlockStart: `calc(-1 * ${vars.space.md})` },
  },
});

export const undoText = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

// --- States ---------------------------------------------------------------------------------------
export const state = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const stateText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });

export const errorState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

// --- The list -------------------------------------------------------------------------------------
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-active]': { background: vars.color.surfaceSunken },
    // The open conversation: a bar on the inline start as well as the tint (not colour alone).
    '&[data-active]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.sm,
      insetInlineStart: 0,
      width: 3,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&[data-editing]': { paddingBlock: vars.space.xs },
  },
});

export const itemLink = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 44,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  transition: fade,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-current]': { fontWeight: vars.fontWeight.medium },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

// Two lines at most, broken anywhere, so that a long title never widens the panel.
export const itemTitle = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const itemMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
});

export const popover = style({
  minWidth: 180,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
  outline: 'none',
});

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-tone="critical"]': { color: vars.color.critical },
    '&[data-tone="critical"][data-hovered], &[data-tone="critical"][data-focused]': {
      background: vars.color.criticalSurface,
    },
  },
});

// --- Rename in place ------------------------------------------------------------------------------
export const renameForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: 0,
});

export const renameField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 8rem',
  minWidth: 0,
});

export const renameInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const renameButtons = style({ display: 'flex', gap: vars.space.xxs });

export const fieldAlert = style({ display: 'contents' });

export const fieldError = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const saving = style({
  flexBasis: '100%',
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: { '&:empty': { padding: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 14,
  height: 14,
  border: `2px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.accent,
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

// --- The delete confirmation ----------------------------------------------------------------------
const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });
const dim = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.backdrop,
  selectors: { '&[data-entering]': { animation: `${dim} ${vars.motion.fast} ${vars.motion.easing}` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const dialogModal = style({
  width: 'min(100%, 26rem)',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 24px 48px rgba(0, 0, 0, 0.3)',
  outline: 'none',
  // Entering only: closing must not wait for an animation before focus moves on.
  selectors: { '&[data-entering]': { animation: `${appear} ${vars.motion.medium} ${vars.motion.easing}` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  outline: 'none',
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const dialogText = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const dialogButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
