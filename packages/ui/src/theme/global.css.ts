import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeAttribute } from './themes';

// Arial (or its metric twin Liberation Sans) sized to Inter's metrics, as the body font's stand-in.
// Inter's regular text measured 106.5-107.0% of Liberation Sans's width in Chromium; the low end,
// so a line set in the stand-in never wraps sooner than it will in Inter (at 107.4% the pricing
// page's introduction took three lines, then two when Inter arrived: a layout shift).
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  sizeAdjust: '106.5%',
  ascentOverride: '90.96%',
  descentOverride: '22.67%',
  lineGapOverride: '0%',
});

// Times New Roman Bold (or its metric twin Liberation Serif Bold) sized to Cormorant Garamond 600's
// widths and metrics, as the display font's stand-in: headings set before the web font arrives
// wrap where they will in Cormorant, so nothing below them moves when it swaps in. Full face names:
// a family name would pick the regular face and fake the bold. Declared at 600 only, as Cormorant
// is loaded, so every weight maps to it as it maps to Cormorant.
globalFontFace('Cormorant Fallback', {
  src: 'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("LiberationSerif-Bold")',
  fontWeight: '600',
  sizeAdjust: '92.03%',
  ascentOverride: '100.41%',
  descentOverride: '31.19%',
  lineGapOverride: '0%',
});

// A small reset: the library's widgets assume border-box sizing and the theme's body text.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':root', {
  colorScheme: 'light',
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`:root[${themeAttribute}="dark-celestial"]`, { colorScheme: 'dark' });

globalStyle('body', { margin: 0 });
