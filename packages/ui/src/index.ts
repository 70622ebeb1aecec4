// Global styles (both themes, the reset): extracted into dist/index.css, shipped as styles.css.
import './styles';

export type { Brand } from './brand';
// Brand, strings and themes
export { brand, storageKeys } from './brand';
export type { LoaderProps, LoaderSize, LoaderVariant } from './components/Loader';
// Components
export { Loader, loaderSizeNames, loaderVariants } from './components/Loader';
export type { MoonLogoProps, MoonLogoSize } from './components/MoonLogo';
export { MoonLogo } from './components/MoonLogo';
export type { ThemeToggleProps } from './components/ThemeToggle';
export { ThemeToggle } from './components/ThemeToggle';
export type { Messages } from './messages';
export { messages } from './messages';
export { vars } from './theme/contract.css';
export { applyTheme, readStoredTheme, setTheme, useTheme } from './theme/themeStore';
export type { ThemeName } from './theme/themes';
export { defaultTheme, isThemeName, themeAttribute, themeNames } from './theme/themes';
