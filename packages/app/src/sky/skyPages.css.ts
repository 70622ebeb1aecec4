import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
import * as base from '../routes/page.css';

/** The shared page layout, wider and airier for charts and tables. */
export const page = style([base.page, { maxWidth: 1080, gap: vars.space.xl, color: vars.color.text }]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export { lead, muted, title } from '../routes/page.css';

/** Body text in the colour of its container (a notice's text keeps the notice's colour). */
export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

export const chartGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The retry under a failure's message. */
export const retry = style({ marginTop: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const textLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const centred = style({ display: 'grid', placeItems: 'center', minHeight: 200 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const politeStatus = style({ margin: 0, color: vars.color.textMuted, minHeight: '1.5em' });
