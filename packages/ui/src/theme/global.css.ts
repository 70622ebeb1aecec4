import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeAttribute } from './themes';

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
