import { vars, visuallyHiddenRules } from '@app/ui';
import { style } from '@vanilla-extract/css';
import { wideScreenQuery } from './wideScreen';

const pageBase = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  width: '100%',
  marginInline: 'auto',
  boxSizing: 'border-box',
  color: vars.color.text,
});

/**
 * The chat fills the frame the root layout gives it (the viewport's height): the message list is
 * the one scroller and the composer stays at the bottom. On a wide screen the history is a side panel.
 */
export const page = {
  visitor: style([pageBase, { maxWidth: '56rem', gridTemplateColumns: 'minmax(0, 1fr)' }]),
  withHistory: style([
    pageBase,
    {
      maxWidth: '78rem',
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': { [wideScreenQuery]: { gridTemplateColumns: '17rem minmax(0, 1fr)' } },
    },
  ]),
};

/** Below the breakpoint the history is a drawer: the panel is hidden by the stylesheet, so a
 * server-rendered page has the right layout before its script knows the screen's width. */
export const historyPanel = style({
  display: 'none',
  '@media': { [wideScreenQuery]: { display: 'flex' } },
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm}`,
  '@media': { '(max-width: 380px)': { paddingInline: vars.space.sm } },
});

/** The drawer's buttons, on a narrow screen only (a wide one has the side panel). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [wideScreenQuery]: { display: 'none' } },
});

export const toolbarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

/**
 * A toolbar button's words: on the narrowest phones (320 px) read, not shown, so the two buttons
 * share one row and leave the conversation its room.
 */
export const toolbarLabel = style({ '@media': { '(max-width: 359px)': visuallyHiddenRules } });

/** The history takes the room left; the list inside is the page's scroller. */
// Basis 0: the conversation takes the room the planner and the composer leave, never theirs.
export const history = style({
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

export const centred = style({
  flex: '1 1 0',
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

/** Suggested prompts (a visitor's or an empty conversation's) scroll in the history's place. */
export const prompts = style({ flex: '1 1 0', minHeight: 0, overflowY: 'auto' });

export const composer = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const planner = style({
  // Unfolded on a short screen it gives way (its card scrolls) rather than push the composer off.
  flex: '0 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const plannerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flexShrink: 0,
});

export const plannerLine = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const plannerSummary = style({ color: vars.color.textMuted });

export const plannerToggle = style([
  toolbarButton,
  { flexShrink: 0, minHeight: 44, paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
]);

/** Unfolded, the card takes at most 40% of the screen: the conversation stays in view. */
export const plannerPanel = style({ flex: '1 1 auto', minHeight: 0, maxHeight: '40dvh', overflowY: 'auto' });

export const composerBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const infoNotice = style([notice, { background: vars.color.infoSurface, color: vars.color.info }]);
export const criticalNotice = style([notice, { background: vars.color.criticalSurface, color: vars.color.critical }]);
export const noticeTitle = style({ fontWeight: vars.fontWeight.bold });

/** Live regions stay in the page (empty) so that what they later say is announced. */
export const liveRegion = style({ display: 'contents' });

/**
 * Holds the composer bar's height while the voice controls load: VoiceOutputControls' 44 px
 * buttons and, when voice is available, the status line under them (1.5em of xs text).
 */
export const composerBarPending = {
  available: style({ minHeight: `calc(44px + ${vars.space.sm} + 1.5 * ${vars.fontSize.xs})` }),
  locked: style({ minHeight: 44 }),
};

/**
 * Holds the microphone's room while it loads: VoiceInputButton's 44 px button and the gap before
 * its (idle, empty) countdown, over the row and its (empty) transcript line.
 */
export const voiceInputPending = style({
  display: 'inline-block',
  width: `calc(44px + ${vars.space.md})`,
  height: `calc(44px + ${vars.space.sm})`,
});

/** Under a reply: the feedback thumbs, then copy and regenerate. */
export const messageActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** "Editing your last question" above the composer. */
export const editingNotice = style([
  notice,
  {
    alignItems: 'center',
    justifyContent: 'space-between',
    background: vars.color.surfaceSunken,
    color: vars.color.text,
  },
]);

export const noticeButton = style({
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' });
