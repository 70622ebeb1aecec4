import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
import { input, selectListBox, selectOption, selectPopover } from './page.css';

const focusRing = {
  '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

/** A group of settings under its heading: a fieldset without the browser's frame. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });

/** The voice-replies switch: the track and thumb before its words, 44 px tall to touch. */
export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const switchTrack = style({
  flexShrink: 0,
  width: 44,
  height: 26,
  padding: 3,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: 'background 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const switchThumb = style({
  display: 'block',
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: 'transform 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)', background: vars.color.onAccent },
  },
});

/** A select's button: an input's look, its value and a chevron. */
export const selectButton = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: 320,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      ...focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const comboRow = style({ position: 'relative', display: 'flex', alignItems: 'center', maxWidth: 420 });

export const comboInput = style([input, { width: '100%', paddingInlineEnd: 48 }]);

export const comboButton = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: focusRing,
});

export const chevron = style({ width: 16, height: 16, flexShrink: 0 });

// The select's parts: the one style for the app's selects, from page.css.
export { selectListBox as listBox, selectOption as option, selectPopover as popover };

/** "Use this browser's zone": a quiet button under the field, 44 px to touch. */
export const inlineButton = style({
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  textDecoration: 'underline',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: focusRing,
});

/** Where the result of a save is said: focused by script, so no focus ring. */
export const result = style({ margin: 0, outline: 'none', selectors: { '&:empty': { display: 'none' } } });
