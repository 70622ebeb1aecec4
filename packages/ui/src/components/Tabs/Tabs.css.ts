import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card } from '../Card/Card.css';

const vertical = '[data-orientation="vertical"]';
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** The list above its panels, a gap between them; beside them when vertical. */
export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { [`&${vertical}`]: { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // Wider than the screen (a phone, many tabs), the row scrolls sideways instead of widening the
  // page. Touch and the arrow keys scroll it (the focused tab is brought into view), so no bar shows.
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    [`&${vertical}`]: {
      flexDirection: 'column',
      flexShrink: 0,
      overflow: 'visible',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  flexShrink: 0,
  minHeight: 44,
  paddingInline: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Drawn inside the tab: the scrolling list would cut a ring drawn outside it.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    [`${vertical} > &`]: { borderBottom: 'none', borderInlineEnd: '3px solid transparent' },
    [`${vertical} > &[data-selected]`]: { borderInlineEndColor: vars.color.accent },
  },
});

const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A force-mounted panel whose tab is not selected is inert: it takes no room and is not shown.
    '&[data-inert]': { display: 'none' },
    [`${vertical} > &`]: { flex: 1, minWidth: 0 },
  },
});

export const panelVariant = styleVariants({
  surface: [card, panel],
  plain: [panel, { paddingBlockStart: 0 }],
});
