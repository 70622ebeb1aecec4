import { createGlobalTheme } from '@vanilla-extract/css';
import { darkCelestialPalette } from '../tokens/palette';
import { vars } from './contract.css';
import { fromTokens } from './fromTokens';
import { themeAttribute } from './themes';

createGlobalTheme(`:root[${themeAttribute}="dark-celestial"]`, vars, fromTokens(darkCelestialPalette));
