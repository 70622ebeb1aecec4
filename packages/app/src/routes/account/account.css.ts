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
// Room above a result only while there is one: the region is there, empty, before it.
export const outcome = style({ selectors: { '&:not(:empty)': { marginTop: vars.space.md } } });

/** The settings page: its sections one under the other. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sessionItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const sessionName = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const thisDevice = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const dangerZone = style({ borderColor: vars.color.critical });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.backdrop,
});

export const modal = style({
  width: 'min(100%, 28rem)',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 24px 48px rgba(0, 0, 0, 0.3)',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  outline: 'none',
});
