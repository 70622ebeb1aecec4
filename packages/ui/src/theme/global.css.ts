import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { libraryClassPrefix } from './classPrefix';
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

// The library's own elements are laid out border-box, whatever the host page's sizing: selected by
// the built class names' prefix, so the host page's elements keep theirs. (The page-wide reset is
// the separate, opt-in reset.css.)
const ownElements = `[class*="${libraryClassPrefix}"]`;
globalStyle(`${ownElements}, ${ownElements}::before, ${ownElements}::after`, { boxSizing: 'border-box' });

// A theme scoped to an element (data-theme on a panel) brings its text colour, font and form
// controls' scheme with it; the document's theme sets them in reset.css, or the host page does.
globalStyle(`[${themeAttribute}]`, {
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});
globalStyle(`[${themeAttribute}="light"]`, { colorScheme: 'light' });
globalStyle(`[${themeAttribute}="dark-celestial"]`, { colorScheme: 'dark' });
