import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeAttribute } from './themes';

/**
 * The page-wide reset's rules, for a `.css.ts` file to call at build time: border-box everywhere,
 * the theme's font and colours on `:root` (dark form controls under the dark theme), no body margin.
 */
export function pageReset(): void {
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
}
