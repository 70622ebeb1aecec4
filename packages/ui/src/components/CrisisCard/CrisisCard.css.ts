import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radius.lg,
  background: vars.color.infoSurface,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const paragraph = style({ margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const resource = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const resourceName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const resourceDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const contacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // WCAG 2.5.5: a finger finds it (44 px), also on a phone's narrow card.
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover, borderColor: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const webContact = style([
  contact,
  {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    },
  },
]);

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
