import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxWidth: 'min(44rem, 88%)',
    minWidth: 0,
  },
  variants: {
    author: {
      user: { marginInlineStart: 'auto', alignItems: 'flex-end' },
      assistant: { marginInlineEnd: 'auto', alignItems: 'flex-start' },
    },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const author = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const bubble = recipe({
  base: {
    minWidth: 0,
    maxWidth: '100%',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    author: {
      user: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
        borderEndEndRadius: vars.radius.sm,
        // The user's own words are shown as typed: line breaks kept, nothing interpreted.
        whiteSpace: 'pre-wrap',
      },
      assistant: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        borderEndStartRadius: vars.radius.sm,
      },
    },
    // Not stored yet: a quieter, dashed bubble (colours, not opacity, so the text keeps AA contrast).
    pending: {
      true: {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        borderColor: vars.color.borderStrong,
        borderStyle: 'dashed',
      },
      false: {},
    },
  },
});

export const pendingNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontStyle: 'italic',
});

// A reply cut short by Stop: a quiet note, upright so it does not read as "still arriving".
export const stoppedNote = style([
  pendingNote,
  { fontStyle: 'normal', fontWeight: vars.fontWeight.medium, gap: vars.space.xxs },
]);

export const noteIcon = style({ width: '0.75rem', height: '0.75rem', flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
});

// Markdown: block spacing, lists, code, quotes, links and images inside an assistant bubble.
export const markdown = style({ minWidth: 0 });
globalStyle(`${markdown} > *`, { marginBlock: 0 });
globalStyle(`${markdown} > * + *`, { marginBlockStart: vars.space.sm });
// A heading opens a new part of the reply: a little more room above it.
globalStyle(`${markdown} > * + :is(h3, h4, h5, h6)`, { marginBlockStart: vars.space.md });
globalStyle(`${markdown} ul, ${markdown} ol`, { paddingInlineStart: vars.space.xl });
// Loose lists and quotes wrap their text in paragraphs: keep them as tight as the reply's blocks.
globalStyle(`${markdown} :is(li, blockquote) > *`, { marginBlock: 0 });
globalStyle(`${markdown} :is(li, blockquote) > * + *`, { marginBlockStart: vars.space.xs });
globalStyle(`${markdown} li + li`, { marginBlockStart: vars.space.xxs });
globalStyle(`${markdown} hr`, { border: 0, borderBlockStart: `1px solid ${vars.color.border}` });
globalStyle(`${markdown} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

export const markdownHeading = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});
export const markdownTitle = style([markdownHeading, { fontSize: vars.fontSize.lg }]);

export const pre = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Wrapped rather than scrolled: a scrollable block would need to be focusable.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
globalStyle(`${pre} code`, { background: 'none', padding: 0, fontSize: vars.fontSize.sm });

export const blockquote = style({
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.text,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  verticalAlign: 'baseline',
});

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

export const blockedImage = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
});

// A reply still arriving ends in a caret (a still block under reduced motion). It sits after the
// last block's text, or alone while nothing has arrived yet; it is decoration, not content.
const blink = keyframes({ '0%, 45%': { opacity: 1 }, '55%, 100%': { opacity: 0 } });
globalStyle(
  [
    `[data-streaming] ${markdown}:empty::after`,
    `[data-streaming] ${markdown} > :last-child:not(ul, ol, blockquote)::after`,
    // Inside a closing list or quote: after its last item or paragraph, not on a line of its own.
    `[data-streaming] ${markdown} > :is(ul, ol, blockquote):last-child > :last-child::after`,
  ].join(', '),
  {
    content: '""',
    display: 'inline-block',
    width: '0.4em',
    height: '1em',
    marginInlineStart: '0.15em',
    verticalAlign: '-0.15em',
    borderRadius: 1,
    background: vars.color.accent,
    animation: `${blink} 1s steps(1, end) infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
);
