import { createGlobalTheme } from '@vanilla-extract/css';
import { lightPalette } from '../tokens/palette';
import { vars } from './contract.css';
import { fromTokens } from './fromTokens';

createGlobalTheme(':root', vars, fromTokens(lightPalette));
