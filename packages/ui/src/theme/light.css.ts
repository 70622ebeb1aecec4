import { createGlobalTheme } from '@vanilla-extract/css';
import { lightPalette } from '../tokens/palette';
import { vars } from './contract.css';
import { fromTokens } from './fromTokens';
import { themeAttribute } from './themes';

// The document's default theme, and any element marked `data-theme="light"` (a panel that shows the
// light theme whatever the page's, e.g. the loading viewer's).
createGlobalTheme(`:root, [${themeAttribute}="light"]`, vars, fromTokens(lightPalette));
