import { mobileBreakpoint, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  position: 'relative',
  minHeight: '100dvh',
  // The page reaches the screen's edges (viewport-fit=cover): a phone's notch, rounded corners and
  // home indicator keep their room (zero elsewhere).
  paddingBlock: 'env(safe-area-inset-top, 0px) env(safe-area-inset-bottom, 0px)',
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
});

/** The header and footer sit above the starfield canvas. */
export const chrome = style({ position: 'relative', zIndex: 1 });

export const main = style({
  position: 'relative',
  zIndex: 1,
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.sm,
  zIndex: 10,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/**
 * The chat is an app screen: the page is exactly the viewport's height, so the message list is the
 * one scroller and the composer stays at the bottom at every width (the header and footer keep
 * their rows).
 */
export const appFrame = style({ height: '100dvh', minHeight: 0, overflow: 'hidden' });
export const appFrameMain = style({ minHeight: 0 });

/** Where floating messages start: below the header's row (56 px) and a gap. */
const belowHeader = `calc(${vars.space.lg} + 56px)`;

/** The folded performance panel's room at the bottom: its 44 px button, a gap each side and the safe area. */
const performancePanelRoom = `calc(44px + 2 * ${vars.space.lg} + env(safe-area-inset-bottom, 0px))`;

/**
 * Toasts on a wide screen sit at the top right, under the header, clear of the composer. On a phone
 * the top of the page is its title and the inline message a failed load shows, which a full-width
 * toast covered for its 5 s: there they sit at the bottom (the library's place), over the footer.
 */
export const toaster = style({
  '@media': {
    [`screen and (min-width: ${mobileBreakpoint}px)`]: {
      insetBlockEnd: 'auto',
      insetBlockStart: belowHeader,
    },
  },
});

/** The chat's screens end in the composer: there a phone's toasts keep to the top, under the header. */
export const toasterOverComposer = style({
  insetBlockEnd: 'auto',
  insetBlockStart: belowHeader,
});

/** With the admin's performance panel folded in the bottom corner, a phone's toasts stand above it. */
export const toasterAbovePerformancePanel = style({
  '@media': {
    [`screen and (max-width: ${mobileBreakpoint - 1}px)`]: {
      insetBlockEnd: performancePanelRoom,
    },
  },
});

/**
 * An admin's performance panel floats in the bottom corner; the page keeps the folded panel's room
 * below its footer (and the chat's composer), so the panel never covers a control (WCAG 2.5.8).
 */
export const roomForPerformancePanel = style({
  paddingBlockEnd: performancePanelRoom,
});

// A control reached by Tab is scrolled clear of the floating panel, not under it (WCAG 2.4.11).
globalStyle(`html:has(${roomForPerformancePanel})`, {
  scrollPaddingBlockEnd: performancePanelRoom,
});

/** A flow's confirmation (PageNoticeSlot): under the header, over the page, never moving it. */
export const pageNoticeRegion = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockStart: belowHeader,
  zIndex: 20,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const pageNotice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 560,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.positiveSurface,
  color: vars.color.positive,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.2)',
});
globalStyle(`${pageNotice} p`, { margin: 0, flex: '1 1 16rem' });

/**
 * The site notice an admin set at /settings (admin/MaintenanceBanner.tsx, a lazy part): above the
 * header, the page's width, in the page's flow. Its rules live here, in the stylesheet every page
 * already has, so showing it costs no stylesheet request after the first paint.
 */
export const siteNotice = style({
  position: 'relative',
  zIndex: 2,
  padding: vars.space.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
  textAlign: 'center',
});

export const siteNoticeText = style({ margin: 0, overflowWrap: 'anywhere' });
