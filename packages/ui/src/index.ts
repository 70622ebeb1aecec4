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

// Toast and Toaster (issue 3.1)

// UsageBanner and PromptCounter (issue 3.2)

// ChatInput, SuggestedPrompts and FeedbackWidget (issue 3.3, 3.5, 3.6)

// MessageList and Message (issue 3.4)

// SynopsisCard and status screens (issue 3.7, 3.8)

// Navigation chrome, Starfield and PerformancePanel (issue 3.8, 3.9, 3.10)

// Voice (issue 4)
