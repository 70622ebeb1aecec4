// The theme contract itself, not the @app/ui barrel: vanilla-extract would import the CSS of every
// stylesheet the barrel evaluates, sharing the shell's stylesheet chunk (and splitting its entry).

import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../../../ui/src/theme/contract.css';
import { fromTokens } from '../../../ui/src/theme/fromTokens';
import { pageReset } from '../../../ui/src/theme/pageReset';
// Build-time imports only (vanilla-extract runs this file at build): the library's own tokens.
import { darkCelestialPalette, lightPalette } from '../../../ui/src/tokens/palette';
import { themeAttribute } from './offlineTheme';

/**
 * The offline document's copy of the library's two themes and its small reset, from the same tokens.
 * Its own stylesheet, not `@app/ui/styles.css`: a module shared with the shell's entry would make the
 * bundler split the shell's gated entry around it.
 */
createGlobalTheme(':root', vars, fromTokens(lightPalette));
createGlobalTheme(`:root[${themeAttribute}="dark-celestial"]`, vars, fromTokens(darkCelestialPalette));

pageReset();
