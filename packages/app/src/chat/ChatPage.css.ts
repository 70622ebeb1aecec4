import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '56rem',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  boxSizing: 'border-box',
  color: vars.color.text,
});

/** The history takes the room left; the list inside scrolls. */
export const history = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '18rem',
  height: '50vh',
});

export const centred = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

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
 * Holds the microphone's room while it loads: VoiceInputButton's 44 px button, the gap, and its
 * fixed 15rem countdown column, over the row and its (empty) transcript line.
 */
export const voiceInputPending = style({
  display: 'inline-block',
  width: `calc(44px + ${vars.space.md} + 15rem)`,
  maxWidth: '32rem',
  height: `calc(44px + ${vars.space.sm})`,
});
