import { createGlobalTheme } from '@vanilla-extract/css';
import { darkCelestialPalette } from '../tokens/palette';
import { vars } from './contract.css';
import { fromTokens } from './fromTokens';
import { themeAttribute } from './themes';

// The document root in this theme, and any element marked `data-theme="dark-celestial"` (a panel
// that shows this theme whatever the page's, e.g. the loading viewer's).
createGlobalTheme(
  `:root[${themeAttribute}="dark-celestial"], [${themeAttribute}="dark-celestial"]`,
  vars,
  fromTokens(darkCelestialPalette),
);
