import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeAttribute } from './themes';

// Arial (or its metric twin Liberation Sans) sized to Inter's metrics, as the body font's stand-in.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  sizeAdjust: '107.4%',
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
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
